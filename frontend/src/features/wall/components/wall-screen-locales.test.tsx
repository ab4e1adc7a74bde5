import type { MeResponse } from '@shared/api/types/account';
import type { WallResponse, WallTier } from '@shared/api/types/wall';
import { WALL_TIER_ORDER } from '@shared/wall';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
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

afterEach(() => setPageLocale('/'));

const ENGLISH = ['The Gym Wall', 'No names in this tier yet.', 'Your spot', 'Show more MVP'];

describe('/wall in other languages', () => {
  it('speaks Spanish: heading, counts, tiers, the own spot and Show more', async () => {
    setPageLocale('/es/wall');
    const own = names('Me', 1)[0] as { nickname: string; since: string };
    mockApi({
      'GET /wall': () =>
        wall({
          mvp: { count: 1_204, nicknames: names('Ace', 2), cursor: 'c1' },
          starter: { count: 1, nicknames: [own] },
        }),
      'GET /me': () => me({ wall: { showOnWall: true, hidden: false, spot: { tierId: 'starter', ...own } } }),
    });
    renderRoute(<WallScreen />, { at: '/wall', auth: signedInAs() });

    expect(await screen.findByRole('heading', { level: 1, name: 'El muro del gimnasio' })).toBeInTheDocument();
    expect(await screen.findByText('1205 supporters')).toBeInTheDocument();
    const mvp = screen.getByRole('region', { name: 'MVP' });
    expect(within(mvp).getByText('1204 nombres')).toBeInTheDocument();
    expect(within(mvp).getByRole('button', { name: 'Ver más de MVP' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Starter' })).getByText('1 nombre')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Baller' })).getByText('Todavía no hay nombres en este nivel.'));
    expect(await screen.findByText(/Estás en el muro en/)).toHaveTextContent('Estás en el muro en Starter como Me 1.');
    expect(screen.getByText('Tu lugar')).toBeInTheDocument();
    expect(screen.getByText(/El muro del gimnasio es una página pública/)).toBeInTheDocument();
    for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(screen.queryByText(/names$|You're on the wall/)).not.toBeInTheDocument();
  });

  it('speaks French to a supporter not on the wall yet, and groups the count the French way', async () => {
    setPageLocale('/fr/wall');
    mockApi({
      'GET /wall': () => wall({ rookie: { count: 12_345, nicknames: names('Rook', 2) } }),
      'GET /me': () => me(),
    });
    renderRoute(<WallScreen />, { at: '/wall', auth: signedInAs() });

    expect(await screen.findByText('12 345 supporters')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Rookie' })).getByText('12 345 noms')).toBeInTheDocument();
    expect(await screen.findByText(/Pas encore sur le mur/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terminez la configuration de votre palier' })).toBeInTheDocument();
    expect(screen.queryByText(/Not on the wall yet|Complete your tier setup/)).not.toBeInTheDocument();
    for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
