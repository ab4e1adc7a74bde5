import type { AdminUsersResponse } from '@shared/api/types/admin';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { anAdminUser } from '../../test/fixtures';
import { readTable } from '../../test/read-table';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const page = (
  items: ReturnType<typeof anAdminUser>[],
  nextCursor: string | null = null,
  total = items.length,
): AdminUsersResponse => ({ items, nextCursor, total });

const twoUsers = [
  anAdminUser({ userId: 'u1', email: 'mvp@example.com', currentTierId: 'mvp' }),
  anAdminUser({ userId: 'u2', email: 'new@example.com', currentTierId: null }),
];

/**
 * Enters a search in one input event, as a paste does: typed letter by letter, a busy machine lets the
 * debounce fire between letters, and a request for a partial term may still be in flight when the test ends.
 */
async function searchFor(user: ReturnType<typeof userEvent.setup>, term: string) {
  await user.click(screen.getByRole('searchbox', { name: 'Search users by email' }));
  await user.paste(term);
}

describe('admin users', () => {
  it('lists users with the count, current tier badge, language and join date', async () => {
    // The second signed up before the language was kept: the API sends none, and it reads as English.
    const users = [
      anAdminUser({ userId: 'u1', email: 'mvp@example.com', currentTierId: 'mvp', locale: 'es' }),
      anAdminUser({ userId: 'u2', email: 'new@example.com', currentTierId: null }),
    ];
    renderAdmin('/admin/users', { 'GET /admin/users': () => page(users) });

    expect(await screen.findByRole('heading', { name: 'All Users (2)' })).toBeInTheDocument();
    expect(screen.getByText('Manage all registered users')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(readTable(table)).toEqual({
      headers: ['Email', 'Current Tier', 'Language', 'Joined'],
      rows: [
        ['mvp@example.com', 'MVP', 'Español', 'Nov 21, 2026'],
        ['new@example.com', 'No purchases', 'English', 'Nov 21, 2026'],
      ],
    });
  });

  it("says 'No users found' when nothing matches", async () => {
    renderAdmin('/admin/users', { 'GET /admin/users': () => page([]) });

    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Users (0)' })).toBeInTheDocument();
  });

  it('searches on the server with ?q= once typing pauses', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/users', {
      'GET /admin/users': () => page(twoUsers),
    });
    const search = await screen.findByRole('searchbox', { name: 'Search users by email' });
    expect(search).toHaveAttribute('placeholder', 'Search by email...');

    await user.type(search, 'MVP@');

    const searches = () => api.callsTo('GET /admin/users').map((call) => call.query.get('q'));
    await waitFor(() => expect(searches().at(-1)).toBe('MVP@'));
    // One request for the first load and one for the finished word, not one per keystroke.
    expect(searches()).toEqual([null, 'MVP@']);
  });

  it('opens a user by clicking the row', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/users', {
      'GET /admin/users': () => page(twoUsers),
      'GET /admin/users/{userId}': () => apiFailure(404, 'User not found'),
    });

    const row = (await screen.findByText('No purchases')).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(row);

    expect(router.state.location.pathname).toBe('/admin/users/u2');
  });

  it('opens a user from the keyboard through the email link', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/users', {
      'GET /admin/users': () => page(twoUsers),
      'GET /admin/users/{userId}': () => apiFailure(404, 'User not found'),
    });

    const link = await screen.findByRole('link', { name: 'mvp@example.com' });
    expect(link).toHaveAttribute('href', '/admin/users/u1');
    link.focus();
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/admin/users/u1');
  });

  it('loads the next page with ?cursor= and appends it', async () => {
    const user = userEvent.setup();
    let call = 0;
    const { api } = renderAdmin('/admin/users', {
      'GET /admin/users': () => {
        call += 1;
        return call === 1
          ? page([twoUsers[0] ?? anAdminUser()], 'cursor-2', 2)
          : page([twoUsers[1] ?? anAdminUser()], null, 2);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText('mvp@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/users').at(-1)?.query.get('cursor')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('counts the matching users, not every user, while a search is active', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/users', {
      'GET /admin/users': ({ query }) =>
        query.get('q') === 'mvp' ? page([twoUsers[0] ?? anAdminUser()], null, 40) : page(twoUsers, null, 40),
    });
    expect(await screen.findByRole('heading', { name: 'All Users (40)' })).toBeInTheDocument();

    await searchFor(user, 'mvp');

    expect(await screen.findByRole('heading', { name: 'All Users (1)' })).toBeInTheDocument();
    expect(screen.queryByText('new@example.com')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search users by email' }));
    expect(await screen.findByRole('heading', { name: 'All Users (40)' })).toBeInTheDocument();
  });

  it("adds '+' to the count while more matches may come on the next page", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/users', {
      'GET /admin/users': ({ query }) => (query.get('q') ? page(twoUsers, 'cursor-2', 900) : page(twoUsers, null, 900)),
    });
    await screen.findByRole('heading', { name: 'All Users (900)' });

    await searchFor(user, 'example');

    expect(await screen.findByRole('heading', { name: 'All Users (2+)' })).toBeInTheDocument();
  });

  it('keeps the search status line in place before any search, so the rows do not move when one starts', async () => {
    renderAdmin('/admin/users', { 'GET /admin/users': () => page(twoUsers) });
    await screen.findByRole('heading', { name: 'All Users (2)' });

    // The line holds its height while empty: appearing only once the debounced search ran, it pushed the
    // table down under a pointer on its way to a row's link.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    expect(status.compareDocumentPosition(screen.getByRole('table', { name: 'Users' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says “Searching…” while a search answers', async () => {
    const user = userEvent.setup();
    // The search answers once released: the query says it is fetching before its request reaches
    // the API, so the answer cannot wait for a request the test has seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderAdmin('/admin/users', {
      'GET /admin/users': async ({ query }) => {
        if (!query.get('q')) return page(twoUsers);
        await released;
        return { ...page([twoUsers[0] ?? anAdminUser()]), match: 'prefix' };
      },
    });
    await screen.findByRole('heading', { name: 'All Users (2)' });

    await searchFor(user, 'mvp');

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'All Users (1)' })).toBeInTheDocument();
  });

  it('searches anywhere in the email when asked, with ?match=substring', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/users', {
      'GET /admin/users': ({ query }) => ({ ...page(twoUsers), ...(query.get('q') ? { match: 'substring' } : {}) }),
    });
    await screen.findByRole('heading', { name: 'All Users (2)' });

    await user.click(screen.getByRole('checkbox', { name: 'Match anywhere in the email' }));
    await searchFor(user, 'xample');

    await waitFor(() =>
      expect(api.callsTo('GET /admin/users').at(-1)?.query.toString()).toBe('q=xample&match=substring'),
    );
  });

  it('says how many matches a capped substring search shows, and carries on with the same search', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/users', {
      'GET /admin/users': ({ query }) => {
        if (!query.get('q')) return page(twoUsers, null, 900);
        return query.get('cursor')
          ? { ...page([anAdminUser({ userId: 'u3', email: 'late@hoops.com' })]), match: 'substring' as const }
          : { ...page(twoUsers, 'more'), match: 'substring' as const };
      },
    });
    await screen.findByRole('heading', { name: 'All Users (900)' });

    await searchFor(user, 'ample');

    expect(await screen.findByText('Showing the first 2 matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('late@hoops.com')).toBeInTheDocument();
    expect(screen.queryByText(/Showing the first/)).not.toBeInTheDocument();
    // The prefix search found nothing, so the server matched anywhere; the next page asks the same.
    expect(api.callsTo('GET /admin/users').at(-1)?.query.toString()).toBe('q=ample&cursor=more&match=substring');
  });
});
