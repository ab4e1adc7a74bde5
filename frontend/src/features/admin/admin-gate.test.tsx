import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { AdminGate } from './admin-gate';
import { anOverview } from './test/fixtures';
import { exitRoutes, renderAdmin, resetAdminTest } from './test/render-admin';

const overview = anOverview({ totalUsers: 3 });

afterEach(resetAdminTest);

describe('admin guard', () => {
  it('lets an admin into the panel', async () => {
    renderAdmin('/admin', { 'GET /admin/overview': () => overview });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
  });

  it('shows a loading state while the role is being checked', async () => {
    mockApi({ 'GET /admin/role': noAnswer });
    renderRoute(<AdminGate />, { at: '/admin', path: '/admin/*', auth: signedInAs(), routes: exitRoutes });

    expect(await screen.findByRole('status')).toHaveTextContent('Checking admin access...');
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth, to come back to the same admin page, without asking the API', async () => {
    const api = mockApi({ 'GET /admin/role': () => ({ isAdmin: true }) });
    const { router } = renderRoute(<AdminGate />, { at: '/admin/users?q=fan', path: '/admin/*', routes: exitRoutes });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/users?q=fan');
    expect(api.calls).toEqual([]);
  });

  it('turns a non-admin away to /dashboard with the access-denied message', async () => {
    const { router } = renderAdmin('/admin/users', { 'GET /admin/role': () => ({ isAdmin: false }) });

    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to verify admin access')).not.toBeInTheDocument();
  });

  it('treats a failed role check as non-admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAdmin('/admin', { 'GET /admin/role': () => apiFailure(500, 'Internal Server Error') });

    expect(await screen.findByText('Failed to verify admin access')).toBeInTheDocument();
    expect(screen.getByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('waits for the auth state before deciding', () => {
    const api = mockApi({ 'GET /admin/role': () => ({ isAdmin: true }) });
    renderRoute(<AdminGate />, { at: '/admin', path: '/admin/*', auth: fakeAuth({ status: 'loading' }) });

    expect(screen.getByRole('status')).toHaveTextContent('Checking admin access...');
    expect(api.calls).toEqual([]);
  });
});
