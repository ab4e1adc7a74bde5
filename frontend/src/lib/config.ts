import type { SiteConfig } from '@shared/site-config';

let pending: Promise<SiteConfig> | undefined;

/** The stage's runtime settings from /config.json, fetched once per page load. */
export function loadConfig(): Promise<SiteConfig> {
  pending ??= fetch('/config.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return response.json() as Promise<SiteConfig>;
  });
  return pending;
}

/** Replaces the loaded config (tests). */
export function setConfigForTests(config: SiteConfig | undefined): void {
  pending = config ? Promise.resolve(config) : undefined;
}
