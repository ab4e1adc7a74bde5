import { ADMIN_MESSAGES } from '@shared/admin-messages';
import type { MeResponse } from '@shared/api/types/account';
import { SUPPORT_EMAIL } from '@shared/support-email';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { apiFailure, mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { PublicLayout } from './public-layout';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLayout(auth = fakeAuth()) {
  return renderRoute(<PublicLayout />, { auth });
}

const me = (purchaseCount: number): MeResponse => ({
  profile: null,
  tierId: purchaseCount ? 'rookie' : null,
  submission: null,
  purchaseCount,
  standingSumCents: purchaseCount ? 1500 : 0,
});

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  return within(await screen.findByRole('menu'));
}

describe('public layout', () => {
  it('links the logo home and offers Sign In to signed-out visitors', () => {
    renderRoute(<PublicLayout />, { auth: fakeAuth() });
    expect(screen.getByRole('link', { name: 'D1 Gang home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('has the footer: contact, updates, support mailbox, legal links, the estimates notice, address and copyright', async () => {
    renderRoute(<PublicLayout />, { auth: fakeAuth() });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Updates' })).toHaveAttribute('href', '/updates');
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(footer.getByText(/Release dates are estimates/)).toHaveTextContent(
      /packages support the game's development/,
    );
    expect(footer.getByText(/D1 Gang Studios LLC/)).toBeInTheDocument();
    expect(footer.getByText(`© ${new Date().getFullYear()} D1 Gang. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows the account menu with Tier Submission once the user has a purchase', async () => {
    mockApi({ 'GET /me': () => me(1), 'GET /admin/role': () => ({ isAdmin: false }) });
    renderLayout(signedInAs());
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const menu = await openMenu();
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Tier Submission' })).toBeInTheDocument());
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'My Tickets',
      'My Purchases',
      'Tier Submission',
      'Sign Out',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Tier Submission' })).toHaveAttribute('href', '/tier-submission');
    expect(menu.getByRole('menuitem', { name: 'My Tickets' })).toHaveAttribute('href', '/tickets');
    expect(menu.getByRole('menuitem', { name: 'My Purchases' })).toHaveAttribute('href', '/purchases');
  });

  it('leaves Tier Submission out without a purchase', async () => {
    const api = mockApi({ 'GET /me': () => me(0), 'GET /admin/role': () => ({ isAdmin: false }) });
    renderLayout(signedInAs());
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('GET /me'));
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'My Tickets',
      'My Purchases',
      'Sign Out',
    ]);
  });

  it('signs out from the menu, says so and returns home', async () => {
    mockApi({ 'GET /me': () => me(0), 'GET /admin/role': () => ({ isAdmin: false }) });
    const auth = signedInAs();
    renderRoute(<PublicLayout />, {
      at: '/tickets',
      path: '/tickets',
      auth,
      routes: [{ path: '/', element: <Where /> }],
    });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sign Out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });

  it("offers 'Admin Panel' to an admin once the server's role check says so", async () => {
    const api = mockApi({ 'GET /me': () => me(0), 'GET /admin/role': () => ({ isAdmin: true }) });
    renderLayout(signedInAs('admin@example.com', 'admin-1', true));
    await waitFor(() => expect(api.callsTo('GET /admin/role')).toHaveLength(1));
    const menu = await openMenu();
    const item = await menu.findByRole('menuitem', { name: 'Admin Panel' });
    expect(item).toHaveAttribute('href', '/admin');
    expect(menu.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'My Tickets',
      'My Purchases',
      'Admin Panel',
      'Sign Out',
    ]);
  });

  it("offers 'Admin Panel' to an admin without two-step sign-in, where the panel explains how to set it up", async () => {
    const api = mockApi({
      'GET /me': () => me(0),
      'GET /admin/role': () => apiFailure(403, ADMIN_MESSAGES.twoStepRequired),
    });
    renderLayout(signedInAs('admin@example.com', 'admin-1', true));
    await waitFor(() => expect(api.callsTo('GET /admin/role')).toHaveLength(1));
    const menu = await openMenu();
    expect(await menu.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it("leaves 'Admin Panel' out when the server's role check says no or fails", async () => {
    for (const answer of [
      () => ({ isAdmin: false }),
      () => apiFailure(500, 'Internal Server Error'),
      () => apiFailure(403, ADMIN_MESSAGES.accessDenied),
    ]) {
      const api = mockApi({ 'GET /me': () => me(1), 'GET /admin/role': answer });
      const view = renderLayout(signedInAs('former-admin@example.com', 'user-f', true));
      await waitFor(() => expect(api.callsTo('GET /admin/role')).toHaveLength(1));
      const menu = await openMenu();
      await menu.findByRole('menuitem', { name: 'Tier Submission' });
      expect(menu.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks no role question for a supporter, whose token is in no admin group', async () => {
    const api = mockApi({ 'GET /me': () => me(1), 'GET /admin/role': () => ({ isAdmin: true }) });
    renderLayout(signedInAs());
    const menu = await openMenu();
    await menu.findByRole('menuitem', { name: 'Tier Submission' });
    expect(menu.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/role')).toHaveLength(0);
  });
});
