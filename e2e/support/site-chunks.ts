/**
 * The production build's JavaScript chunks, found by what their source maps hold: Vite names the lazy
 * chunks by their hash alone (frontend/vite.config.ts), so a chunk is known only by its sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../../infra/local/paths';
import { SITE_BUILD_DIR } from '../../infra/local/site-build';

/** The URL path (`/assets/<hash>.js`) of the one chunk that holds this file of frontend/src; throws unless exactly one does. */
export function chunkHolding(sourceFile: string): string {
  const assets = fromRoot(SITE_BUILD_DIR, 'assets');
  const holding = readdirSync(assets)
    .filter((name) => name.endsWith('.js.map'))
    .filter((name) => {
      const { sources } = JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources: string[] };
      return sources.some((source) => source.endsWith(`frontend/src/${sourceFile}`));
    });
  const [map] = holding;
  if (holding.length !== 1 || !map) {
    throw new Error(`${holding.length} chunks of the site build hold ${sourceFile}: ${holding.join(', ')}`);
  }
  return `/assets/${map.replace(/\.map$/, '')}`;
}
