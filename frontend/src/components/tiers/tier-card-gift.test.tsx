import { getTier, TIERS } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { TierGrid } from './tier-grid';

const select = () => {};

describe("tier cards' Gift this package", () => {
  it('sits beside every card’s button for a signed-in supporter, the owned tier’s too, and opens the gift form on that tier', () => {
    renderRoute(<TierGrid owned={getTier('starter')} standingSumCents={3000} onSelect={select} giftable />);

    for (const tier of TIERS) {
      const card = within(screen.getByRole('article', { name: tier.name }));
      expect(card.getByRole('link', { name: 'Gift this package' })).toHaveAttribute('href', `/gift?tier=${tier.id}`);
    }
  });

  it('is not offered to a visitor, nor while the visitor’s tier is not known yet', () => {
    const { unmount } = renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);
    expect(screen.queryByRole('link', { name: 'Gift this package' })).not.toBeInTheDocument();
    unmount();

    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} giftable pending />);
    expect(screen.queryByRole('link', { name: 'Gift this package' })).not.toBeInTheDocument();
  });
});
