import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderRoute, signedInAs, stubApi } from '@/test/render';
import { AdminGate as AdminApp } from '../admin-gate';

type Handlers = Parameters<typeof stubApi>[0];

/** Places that the admin panel leaves for; tests read the router's location or these texts. */
export const exitRoutes: RouteObject[] = [
  { path: '/dashboard', element: <p>Dashboard screen</p> },
  { path: '/auth', element: <p>Auth screen</p> },
  { path: '/', element: <p>Home screen</p> },
];

/** The whole admin module at `at`, as an admin, with the given API answers. */
export function renderAdmin(at: string, handlers: Handlers = {}) {
  const api = stubApi({ 'GET /admin/role': () => [200, { isAdmin: true }], ...handlers });
  const view = renderRoute(<AdminApp />, { at, path: '/admin/*', auth: signedInAs(), routes: exitRoutes });
  return { ...view, api };
}

/** The query string of every API call to `path`, in order. */
export function queriesTo(fetchStub: ReturnType<typeof stubApi>['fetchStub'], path: string): URLSearchParams[] {
  return fetchStub.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

/** Run after each test: toasts live in sonner's module-level store, which outlives the rendered Toaster. */
export function resetAdminTest(): void {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
