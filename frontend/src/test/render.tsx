import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import type { SessionUser } from '@/lib/auth/cognito';
import { setConfigForTests } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import { TEST_API_URL } from './api-server';

export const TEST_CONFIG = {
  apiUrl: TEST_API_URL,
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  authFlow: 'USER_PASSWORD_AUTH',
  pixelId: null,
  stage: 'test',
} as const;

/** An auth context for tests: signed out by default, every action a spy. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signedOut',
    user: null,
    signIn: vi.fn(async (): Promise<'codeRequired' | SessionUser | null> => null),
    confirmSignInCode: vi.fn(async (): Promise<SessionUser | null> => null),
    twoStep: {
      enabled: vi.fn(async () => false),
      start: vi.fn(async () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/D1%20Gang:fan%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=D1%20Gang',
      })),
      finish: vi.fn(async () => {}),
      turnOff: vi.fn(async () => {}),
    },
    signUp: vi.fn(async () => ({ needsConfirmation: true })),
    confirmSignUp: vi.fn(async () => {}),
    resendSignUpCode: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    confirmResetPassword: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

export const signedInAs = (email = 'fan@example.com', userId = 'user-a', inAdminGroup = false) =>
  fakeAuth({ status: 'signedIn', user: { userId, email, inAdminGroup } });

interface RenderOptions {
  /** Where the memory router starts, e.g. '/dashboard' or { pathname, state }. */
  at?: string | { pathname: string; search?: string; state?: unknown };
  auth?: AuthContextValue;
  /** Extra routes beside the one under test (e.g. redirect targets). */
  routes?: RouteObject[];
  path?: string;
}

/**
 * A fresh query client per test, made as the app makes its own (so a screen refetches only when the app
 * would), except that it fails at once instead of retrying. With data always stale, a screen going back
 * to a cached query refetched it in an effect that ran as the test unmounted, and that request reached
 * the API mock after the test's answers were gone, failing the next test.
 */
function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ queries: { ...defaults.queries, retry: false }, mutations: { retry: false } });
  return client;
}

/** Runs an API hook (a query or a mutation) in a fresh query client; returns the client to read its cache. */
export function renderApiHook<Result>(hook: () => Result) {
  setConfigForTests({ ...TEST_CONFIG });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

/**
 * Renders a screen inside the real providers (query client with retry off, auth context, router,
 * toasts) the way the app does. Returns the router so tests can read where navigation went.
 */
export function renderRoute(element: ReactElement, options: RenderOptions = {}) {
  setConfigForTests({ ...TEST_CONFIG });
  const queryClient = testQueryClient();
  const path =
    options.path ?? (typeof options.at === 'string' ? options.at.split('?')[0] : options.at?.pathname) ?? '/';
  const router = createMemoryRouter([{ path, element }, ...(options.routes ?? [])], {
    initialEntries: [options.at ?? path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={options.auth ?? fakeAuth()}>
        <RouterProvider router={router} />
        <ToasterSlot />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
