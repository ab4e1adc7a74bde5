import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { type ApiAnswers, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { AdminGate } from '../admin-gate';

/** Places that the admin panel leaves for; tests read the router's location or these texts. */
export const exitRoutes: RouteObject[] = [
  { path: '/dashboard', element: <p>Dashboard screen</p> },
  { path: '/auth', element: <p>Auth screen</p> },
  { path: '/', element: <p>Home screen</p> },
];

/** The whole admin module at `at`, as an admin, with the given API answers. */
export function renderAdmin(at: string, answers: ApiAnswers = {}) {
  const api = mockApi({
    'GET /admin/role': () => ({ isAdmin: true }),
    // The audit log shown on user detail and in expanded contact rows: empty unless a test says otherwise.
    'GET /admin/audit': () => ({ items: [], nextCursor: null }),
    ...answers,
  });
  const auth = signedInAs();
  const view = renderRoute(<AdminGate />, { at, path: '/admin/*', auth, routes: exitRoutes });
  return { ...view, api, auth };
}

/** Makes the viewport a phone's (below the 768 px breakpoint of docs/product.md §Business constants and limits) for the admin's media queries. */
export function onPhone(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** Run after each test: undoes the stubs and spies a test set up. */
export function resetAdminTest(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
