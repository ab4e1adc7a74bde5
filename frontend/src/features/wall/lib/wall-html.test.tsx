import type { WallResponse } from '@shared/api/types/wall';
import { WALL_TIER_ORDER } from '@shared/wall';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { mockApi } from '@/test/api-server';
import { TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';

// The fill's state (whether the app has taken the wall) lives in its module: a fresh one per test.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

const plates = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    nickname: `${prefix} <${count - index}> & 'co'`,
    since: new Date(Date.UTC(2026, 10, 1, 0, 0, count - index)).toISOString(),
  }));

const WALL: WallResponse = {
  total: 5,
  tiers: WALL_TIER_ORDER.map((tierId) =>
    tierId === 'mvp'
      ? { tierId, count: 4, nicknames: plates('Ace', 4).slice(0, 2), cursor: 'c1' }
      : tierId === 'rookie'
        ? { tierId, count: 1, nicknames: plates('Rook', 1) }
        : { tierId, count: 0, nicknames: [] },
  ),
};

const EMPTY: WallResponse = { total: 0, tiers: WALL_TIER_ORDER.map((tierId) => ({ tierId, count: 0, nicknames: [] })) };

/**
 * The prerendered wall at `path`, filled with `wall` as its fill script fills it, then hydrated by the
 * app as the browser hydrates it: answers the page's markup before hydration and what React reported.
 */
async function fillThenHydrate(path: string, wall: WallResponse) {
  const { renderPage } = await import('@/entry-server');
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = await renderPage(path);
  // The server renderer keeps its last context values until it next renders; a browser never runs it.
  await prerender(null);
  // The build rendered the page in a process of its own: the browser's modules start fresh.
  vi.resetModules();
  const { fillWall } = await import('./filled-wall');
  const { BrowserApp } = await import('@/app/browser-app');
  const { firstPage } = await import('@/app/first-page');
  const { setConfigForTests } = await import('@/lib/config');
  const { setPageLocale } = await import('@/lib/locale');
  setConfigForTests({ ...TEST_CONFIG });
  window.history.replaceState(null, '', path);
  setPageLocale(path);
  expect(fillWall(wall, root)).toBe(true);
  const filled = root.innerHTML;
  // What React reports of a page that is not the one it would render: errors it recovers from by
  // rendering anew, and (in development) every attribute or text that differs.
  const recoverable: unknown[] = [];
  const error = vi.spyOn(console, 'error');
  error.mockImplementation((...args: unknown[]) => {
    if (/hydrat/i.test(args.map(String).join(' '))) recoverable.push(args.join(' '));
  });
  onTestFinished(() => error.mockRestore());
  firstPage.prerendered = true;
  let app: Root | undefined;
  await act(async () => {
    app = hydrateRoot(root, <BrowserApp />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await screen.findByRole('heading', { level: 1 });
  return { root, filled, recoverable, app, fillWall };
}

describe('the wall written in before the app runs', () => {
  it('is the markup the app hydrates: names, counts, empty tiers and Show more, escaped', async () => {
    mockApi({
      'GET /wall': ({ query }) =>
        query.get('cursor') === 'c1'
          ? { total: 5, tiers: [{ tierId: 'mvp', count: 4, nicknames: plates('Ace', 4).slice(2) }] }
          : WALL,
    });
    const page = await fillThenHydrate('/wall', WALL);

    expect(page.recoverable).toEqual([]);
    expect(screen.getByTestId('wall-count')).toHaveTextContent('5 supporters');
    const mvp = screen.getByRole('region', { name: 'MVP' });
    expect(within(mvp).getByText('4 names')).toBeInTheDocument();
    expect(
      within(mvp)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Ace <4> & 'co'", "Ace <3> & 'co'"]);
    expect(
      within(screen.getByRole('region', { name: 'Baller' })).getByText(WALL_MESSAGES.tierEmpty),
    ).toBeInTheDocument();

    // The button the fill wrote is the app's once hydrated: it pages the tier on.
    await userEvent.click(within(mvp).getByRole('button', { name: 'Show more MVP' }));
    await waitFor(() => expect(within(mvp).getAllByRole('listitem')).toHaveLength(4));
    expect(page.recoverable).toEqual([]);

    // The app has the wall now: a late answer is not written over it.
    expect(page.fillWall(EMPTY, page.root)).toBe(false);
    expect(within(mvp).getAllByRole('listitem')).toHaveLength(4);
    act(() => page.app?.unmount());
  });

  it('is the empty wall in the page’s language, its link to the packages included', async () => {
    mockApi({ 'GET /wall': () => EMPTY });
    const page = await fillThenHydrate('/es/wall', EMPTY);

    expect(page.recoverable).toEqual([]);
    expect(page.filled).toContain('href="/es"');
    expect(screen.getByRole('link', { name: /paquetes/i })).toHaveAttribute('href', '/es');
    act(() => page.app?.unmount());
  });
});
