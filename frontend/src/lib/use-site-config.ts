import type { SiteConfig } from '@shared/site-config';
import { useEffect, useState } from 'react';
import { loadConfig } from './config';

/**
 * The stage's runtime settings (support mailbox, pixel id, ...) for components: undefined until
 * /config.json is read, as in the prerendered page. Not a query: config.ts reads the file once per page
 * load, and the footer on the landing page needs it without the query library in the first load.
 */
export function useSiteConfig(): { data: SiteConfig | undefined } {
  const [data, setData] = useState<SiteConfig>();
  useEffect(() => {
    let current = true;
    loadConfig().then(
      (config) => {
        if (current) setData(config);
      },
      // Without the file the settings stay unknown and the mailbox link hidden.
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return { data };
}
