import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { exitRoutes, renderAdmin, resetAdminTest } from '../test/render-admin';

afterEach(resetAdminTest);

describe('admin panel for an admin without two-step sign-in', () => {
  it("shows the server's message and a button to set it up instead of any admin data", async () => {
    const { api } = renderAdmin('/admin/users', {
      'GET /admin/role': () => apiFailure(403, ADMIN_MESSAGES.twoStepRequired),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Two-step sign-in is required for the admin panel.');
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute('href', '/profile#two-step');
    expect(screen.queryByText('Access denied. Admin privileges required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(['GET /admin/role']);
  });

  it('leads to the profile section', async () => {
    exitRoutes.push({ path: '/profile', element: <p>Profile screen</p> });
    try {
      const { router } = renderAdmin('/admin', {
        'GET /admin/role': () => apiFailure(403, ADMIN_MESSAGES.twoStepRequired),
      });
      await userEvent.click(await screen.findByRole('link', { name: 'Set up two-step sign-in' }));

      expect(router.state.location.pathname).toBe('/profile');
      expect(router.state.location.hash).toBe('#two-step');
    } finally {
      exitRoutes.pop();
    }
  });

  it('asks an admin whose session began before their last two-step change to sign in again, and back to the page', async () => {
    exitRoutes.push({ path: '/auth', element: <p>Sign-in screen</p> });
    try {
      const { router, auth } = renderAdmin('/admin/users', {
        'GET /admin/role': () => apiFailure(403, ADMIN_MESSAGES.signInAgain),
      });

      expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.signInAgain);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));

      expect(auth.signOut).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.search).toBe('?next=%2Fadmin%2Fusers');
    } finally {
      exitRoutes.pop();
    }
  });

  it('still turns away other refusals as access denied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAdmin('/admin', {
      'GET /admin/role': () => apiFailure(403, ADMIN_MESSAGES.accessDenied),
    });

    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
