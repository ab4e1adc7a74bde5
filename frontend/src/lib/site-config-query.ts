import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadConfig } from './config';
import { siteConfigKeys } from './query-keys';

const siteConfigQueryOptions = queryOptions({
  queryKey: siteConfigKeys.all,
  queryFn: loadConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The stage's runtime settings (support mailbox, pixel id, ...) for components. */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
