import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { sharedQueryClient } from './query-client';

/**
 * Server state for a part that loads in its own chunk (each screen, the account menu, the signed-in tier
 * buttons). The query library stays out of the landing page's first load, where a signed-out visitor reads
 * nothing from the API; every part shares the one client, and so one cache. A client already provided
 * above (a test's) is kept.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  if (above) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
