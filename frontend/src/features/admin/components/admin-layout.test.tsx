import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswers, apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { aPurchasesPage } from '../test/fixtures';
import { onPhone, renderAdmin, resetAdminTest } from '../test/render-admin';

const api: ApiAnswers = {
  'GET /admin/users': () => ({ items: [], nextCursor: null, total: 0 }),
  'GET /admin/users/{userId}': () => apiFailure(404, 'User not found'),
};

const sidebar = () => document.getElementById('admin-sidebar');
/**
 * The users page's own list has been answered: a test that ends before it would leave its request to
 * land after the answers are reset, and fail the next test.
 */
const usersListed = () => screen.findByText('No users found');
const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the sidebar reads document.cookie, so the test sets it the same way.
  document.cookie = 'sidebar_state=; path=/; max-age=0';
};

beforeEach(clearCookie);
afterEach(resetAdminTest);

describe('admin layout', () => {
  it('has the Admin Panel header, the section links and a link back to the site', async () => {
    renderAdmin('/admin/users', api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Users',
      'Purchases',
      'Gifts',
      'Tax report',
      'Contact Submissions',
      'Audit Log',
      'Game Keys',
      'Updates',
      'Creator Codes',
      'Goals',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/users',
      '/admin/purchases',
      '/admin/gifts',
      '/admin/tax-report',
      '/admin/contact',
      '/admin/audit',
      '/admin/game-keys',
      '/admin/updates',
      '/admin/creator-codes',
      '/admin/goals',
    ]);
    expect(screen.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
    await usersListed();
  });

  it('marks only the link whose path matches exactly', async () => {
    renderAdmin('/admin/users', api);

    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await usersListed();
  });

  it('shows Users as the current section on a user detail path, without marking it the current page', async () => {
    renderAdmin('/admin/users/u-9', api);

    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const users = within(nav).getByRole('link', { name: 'Users' });
    expect(users).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(users).toHaveAttribute('data-section', 'current');
    expect(users).toHaveClass('text-primary');
    for (const name of ['Overview', 'Purchases', 'Contact Submissions']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('data-section');
      expect(within(nav).getByRole('link', { name })).not.toHaveClass('text-primary');
    }
  });

  it('gives the section state to no link on a section page itself', async () => {
    renderAdmin('/admin/users', api);

    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('[data-section]')).toBeNull();
  });

  it('collapses to icons with Ctrl+B and expands with Cmd+B, keeping the link names', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/users', api);
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(sidebar()).toHaveClass('w-64');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar()).toHaveClass('w-12');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Contact Submissions' })).toHaveAttribute('title', 'Contact Submissions');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await usersListed();
  });

  it('toggles with the header button and remembers the state in a 7-day cookie', async () => {
    const user = userEvent.setup();
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderAdmin('/admin/users', api);

    await user.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));

    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(cookieWrites).toHaveBeenLastCalledWith(
      expect.stringMatching(/^sidebar_state=false; path=\/; max-age=604800/),
    );
    expect(document.cookie).toContain('sidebar_state=false');
    await usersListed();
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the sidebar reads document.cookie, so the test sets it the same way.
    document.cookie = 'sidebar_state=false; path=/';
    renderAdmin('/admin/users', api);

    await screen.findByRole('heading', { level: 1, name: 'Admin Panel' });
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await usersListed();
  });

  it('opens as a sheet over the page on mobile and closes after choosing a link', async () => {
    onPhone();
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/users', {
      ...api,
      'GET /admin/purchases': () => aPurchasesPage([]),
    });
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();

    await user.click(toggle);
    const sheet = screen.getByRole('dialog');
    expect(sheet).toHaveClass('w-72');
    await user.click(within(sheet).getByRole('link', { name: 'Purchases' }));

    expect(router.state.location.pathname).toBe('/admin/purchases');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus in the mobile sheet while open and returns it to the toggle on Escape', async () => {
    onPhone();
    const user = userEvent.setup();
    renderAdmin('/admin/users', api);
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });

    await user.click(toggle);
    const sheet = screen.getByRole('dialog');
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });
});
