import type { MeResponse } from '@shared/api/types/account';
import type { WallResponse, WallTier } from '@shared/api/types/wall';
import { getTier } from '@shared/tiers';
import { WALL_TIER_ORDER } from '@shared/wall';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { WallScreen } from './wall-screen';

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    nickname: `${prefix} ${count - index}`,
    since: new Date(Date.UTC(2026, 10, 1, 0, 0, count - index)).toISOString(),
  }));

function wall(tiers: Partial<Record<string, Omit<WallTier, 'tierId'>>>): WallResponse {
  const all = WALL_TIER_ORDER.map((tierId) => ({ tierId, count: 0, nicknames: [], ...tiers[tierId] }));
  return { total: all.reduce((sum, tier) => sum + tier.count, 0), tiers: all };
}

const me = (overrides: Partial<MeResponse> = {}): MeResponse => ({
  profile: null,
  tierId: 'starter',
  submission: null,
  purchaseCount: 1,
  standingSumCents: 3000,
  ...overrides,
});

function tierSection(name: string) {
  return screen.getByRole('region', { name }) as HTMLElement;
}

describe('/wall', () => {
  it('groups the names by tier, MVP first, with counts, newest first', async () => {
    mockApi({
      'GET /wall': () =>
        wall({ mvp: { count: 2, nicknames: names('Ace', 2) }, rookie: { count: 1, nicknames: names('Rook', 1) } }),
    });
    renderRoute(<WallScreen />, { at: '/wall' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The Gym Wall' })).toBeInTheDocument();
    expect(await screen.findByText('3 supporters')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['MVP', 'All-Star', 'Baller', 'Starter', 'Rookie', 'Bench Player']);
    const mvp = tierSection('MVP');
    expect(within(mvp).getByText('2 names')).toBeInTheDocument();
    expect(
      within(mvp)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ace 2', 'Ace 1']);
    expect(within(tierSection('Rookie')).getByText('1 name')).toBeInTheDocument();
    expect(within(tierSection('Baller')).getByText(WALL_MESSAGES.tierEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it("pages a tier on with 'Show more', disabled while loading, until its last page", async () => {
    const api = mockApi({
      'GET /wall': ({ query }) => {
        if (query.get('tierId') !== 'starter') {
          return wall({ starter: { count: 5, nicknames: names('Starter', 5).slice(0, 2), cursor: 'c1' } });
        }
        if (query.get('cursor') === 'c1') {
          return {
            total: 5,
            tiers: [{ tierId: 'starter', count: 5, nicknames: names('Starter', 5).slice(2, 4), cursor: 'c2' }],
          };
        }
        return { total: 5, tiers: [{ tierId: 'starter', count: 5, nicknames: names('Starter', 5).slice(4) }] };
      },
    });
    renderRoute(<WallScreen />, { at: '/wall' });

    await userEvent.click(await screen.findByRole('button', { name: 'Show more Starter' }));
    await waitFor(() => expect(within(tierSection('Starter')).getAllByRole('listitem')).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Show more Starter' }));

    await waitFor(() => expect(within(tierSection('Starter')).getAllByRole('listitem')).toHaveLength(5));
    expect(
      within(tierSection('Starter'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Starter 5', 'Starter 4', 'Starter 3', 'Starter 2', 'Starter 1']);
    expect(screen.queryByRole('button', { name: 'Show more Starter' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /wall').map((call) => call.query.toString())).toEqual([
      '',
      'tierId=starter&cursor=c1',
      'tierId=starter&cursor=c2',
    ]);
  });

  it("lights up the signed-in supporter's own spot", async () => {
    const own = names('Me', 1)[0] as { nickname: string; since: string };
    mockApi({
      'GET /wall': () => wall({ starter: { count: 2, nicknames: [...names('Other', 1), own] } }),
      'GET /me': () => me({ wall: { showOnWall: true, hidden: false, spot: { tierId: 'starter', ...own } } }),
    });
    renderRoute(<WallScreen />, { at: '/wall', auth: signedInAs() });

    expect(await screen.findByText(/You're on the wall under/)).toHaveTextContent(
      "You're on the wall under Starter as Me 1.",
    );
    const mine = within(tierSection('Starter'))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    expect(mine).toHaveTextContent(`Me 1${WALL_MESSAGES.yourSpot}`);
    expect(within(tierSection('Starter')).getByText('Other 1').closest('li')).not.toHaveAttribute('aria-current');
  });

  it('points a supporter who is not on the wall to their profile', async () => {
    mockApi({
      'GET /wall': () => wall({}),
      'GET /me': () =>
        me({
          submission: {
            tierId: 'starter',
            tierName: 'Starter',
            nickname: 'Shy',
            jerseyBackName: null,
            submittedAt: '2026-11-01T00:00:00.000Z',
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        }),
    });
    renderRoute(<WallScreen />, { at: '/wall', auth: signedInAs() });

    expect(await screen.findByRole('link', { name: 'Turn it on in your profile' })).toHaveAttribute('href', '/profile');
  });

  it('gives every name a plate of its own, the whole nickname in its title', async () => {
    const long = 'Downtown Deep Three Specialist';
    mockApi({
      'GET /wall': () =>
        wall({
          starter: {
            count: 3,
            nicknames: [{ nickname: long, since: '2026-11-03T00:00:00.000Z' }, ...names('Hoop', 2)],
          },
        }),
    });
    renderRoute(<WallScreen />, { at: '/wall' });

    const plates = await within(await screen.findByRole('region', { name: 'Starter' })).findAllByRole('listitem');
    expect(plates.map((plate) => plate.textContent)).toEqual([long, 'Hoop 2', 'Hoop 1']);
    expect(within(plates[0] as HTMLElement).getByText(long)).toHaveAttribute('title', long);
  });

  it('says so when nobody is on the wall yet', async () => {
    mockApi({ 'GET /wall': () => wall({}) });
    renderRoute(<WallScreen />, { at: '/wall' });

    expect(await screen.findByText(WALL_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText(WALL_MESSAGES.emptyLead)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows its loading state, then an error with Try again that reloads', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi({
      'GET /wall': () =>
        fail ? apiFailure(500, 'Internal Server Error') : wall({ mvp: { count: 1, nicknames: names('Ace', 1) } }),
    });
    renderRoute(<WallScreen />, { at: '/wall' });

    expect(screen.getByRole('status')).toHaveTextContent(WALL_MESSAGES.loading);
    expect(await screen.findByRole('alert')).toHaveTextContent(WALL_MESSAGES.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Ace 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('holds the place of what the wall will show while it loads: the count line and a skeleton of the tiers, MVP first', async () => {
    mockApi({ 'GET /wall': noAnswer });
    renderRoute(<WallScreen />, { at: '/wall' });

    expect(await screen.findByRole('status')).toHaveTextContent(WALL_MESSAGES.loading);
    const count = screen.getByTestId('wall-count');
    expect(count).toHaveTextContent(/^\s*$/);
    const skeleton = screen.getByTestId('wall-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect([...skeleton.querySelectorAll('p')].map((node) => node.textContent)).toEqual(
      WALL_TIER_ORDER.map((tierId) => getTier(tierId).name),
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows the count in the line held for it once the wall answers', async () => {
    mockApi({ 'GET /wall': () => wall({ mvp: { count: 2, nicknames: names('Ace', 2) } }) });
    renderRoute(<WallScreen />, { at: '/wall' });

    await waitFor(() => expect(screen.getByTestId('wall-count')).toHaveTextContent('2 supporters'));
    expect(screen.queryByTestId('wall-skeleton')).not.toBeInTheDocument();
  });

  it('keeps loading while the wall has not answered', async () => {
    mockApi({ 'GET /wall': noAnswer });
    renderRoute(<WallScreen />, { at: '/wall' });
    expect(await screen.findByText(WALL_MESSAGES.loading)).toBeInTheDocument();
  });
});
