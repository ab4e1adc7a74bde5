import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { TiersSection } from './tiers-section';

describe("the landing page's tier cards, Gift this package", () => {
  it('are offered to a signed-in supporter once their tier is known', async () => {
    mockApi({
      'GET /me': () => ({
        profile: null,
        tierId: 'baller',
        submission: null,
        purchaseCount: 1,
        standingSumCents: 5000,
      }),
    });
    renderRoute(<TiersSection onSelectTier={() => {}} />, { auth: signedInAs() });

    const mvp = within(screen.getByRole('article', { name: 'MVP' }));
    expect(await mvp.findByRole('link', { name: 'Gift this package' })).toHaveAttribute('href', '/gift?tier=mvp');
    const baller = within(screen.getByRole('article', { name: 'Baller' }));
    expect(baller.getByRole('link', { name: 'Gift this package' })).toHaveAttribute('href', '/gift?tier=baller');
  });

  it('are not offered to a visitor', () => {
    renderRoute(<TiersSection onSelectTier={() => {}} />);

    expect(screen.getAllByRole('button', { name: 'Select' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Gift this package' })).not.toBeInTheDocument();
  });
});
