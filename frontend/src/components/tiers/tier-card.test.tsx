import { formatCents } from '@shared/money';
import { TAX_MESSAGES } from '@shared/tax-messages';
import { TIERS, type Tier } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { TierGrid } from './tier-grid';

const select = () => {};

const card = (tier: Tier) => screen.getByRole('article', { name: tier.name });

describe('tier cards', () => {
  it('show name, price in dollars, benefits with inherited ones marked, and POPULAR on highlighted tiers', () => {
    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);
    for (const tier of TIERS) {
      const article = within(card(tier));
      expect(article.getByRole('heading', { name: tier.name })).toBeInTheDocument();
      expect(article.getByText(formatCents(tier.priceCents))).toBeInTheDocument();
      expect(article.getAllByRole('listitem')).toHaveLength(tier.benefits.length);
      expect(article.queryAllByText('(included from lower tiers)')).toHaveLength(
        tier.benefits.filter((benefit) => benefit.inherited).length,
      );
      expect(article.queryByText('POPULAR') !== null).toBe(tier.highlight);
      expect(article.queryByText('YOUR TIER')).not.toBeInTheDocument();
    }
    expect(within(card(TIERS[2] as Tier)).getByText('$30.00')).toBeInTheDocument();
    expect(screen.getAllByText('POPULAR')).toHaveLength(2);
  });

  it('say once, under the cards, that prices are in US dollars and that tax is added at checkout', () => {
    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);

    const notes = screen.getAllByText(TAX_MESSAGES.pricesBeforeTax);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(
      'Prices are in US dollars. VAT or sales tax is added at checkout where it applies.',
    );
    for (const tier of TIERS) expect(card(tier)).not.toContainElement(notes[0] as HTMLElement);
  });

  it('offers Select on every card when no tier is owned', () => {
    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);
    for (const tier of TIERS) {
      expect(within(card(tier)).getByRole('button', { name: 'Select' })).toBeEnabled();
    }
  });

  it("offers no button, but keeps its place, while the visitor's tier is not known yet", () => {
    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} pending />);
    for (const tier of TIERS) {
      const article = within(card(tier));
      expect(article.queryByRole('button')).not.toBeInTheDocument();
      expect(article.getByText('Select')).toHaveClass('invisible');
    }
  });

  describe.each(TIERS.map((tier) => [tier.name, tier] as const))('when %s is owned', (_name, owned) => {
    it.each(TIERS.map((tier) => [tier.name, tier] as const))('the %s card shows the right button', (_card, tier) => {
      renderRoute(<TierGrid owned={owned} standingSumCents={owned.priceCents} onSelect={select} />);
      const article = within(card(tier));
      if (tier.id === owned.id) {
        expect(article.getByRole('button', { name: 'Current Tier' })).toBeDisabled();
        expect(article.getByText('YOUR TIER')).toBeInTheDocument();
      } else if (tier.priceCents > owned.priceCents) {
        const upgrade = article.getByRole('button', {
          name: `Upgrade for ${formatCents(tier.priceCents - owned.priceCents)}`,
        });
        expect(upgrade).toBeEnabled();
        expect(article.queryByText('YOUR TIER')).not.toBeInTheDocument();
      } else {
        expect(article.getByRole('button', { name: 'Select' })).toBeInTheDocument();
        expect(article.queryByText('YOUR TIER')).not.toBeInTheDocument();
      }
    });
  });

  it('labels the Starter to MVP upgrade with the difference, e.g. "Upgrade for $70.00"', () => {
    renderRoute(<TierGrid owned={TIERS[2] as Tier} standingSumCents={3000} onSelect={select} />);
    expect(within(card(TIERS[5] as Tier)).getByRole('button', { name: 'Upgrade for $70.00' })).toBeInTheDocument();
  });

  it('counts credit: $25 standing after a refund makes Rookie the tier and MVP cost $75.00', () => {
    renderRoute(<TierGrid owned={TIERS[1] as Tier} standingSumCents={2500} onSelect={select} />);
    expect(within(card(TIERS[5] as Tier)).getByRole('button', { name: 'Upgrade for $75.00' })).toBeInTheDocument();
    expect(within(card(TIERS[2] as Tier)).getByRole('button', { name: 'Upgrade for $5.00' })).toBeInTheDocument();
  });

  describe('with a creator code applied (HOOPS10, 10% off)', () => {
    const hoops10 = { code: 'HOOPS10', percentOff: 10 };

    it('puts on the upgrade button what checkout charges: the difference less the code’s percent', () => {
      // Rookie owned ($15.00 standing): Starter's $15.00 difference at 10% off.
      renderRoute(
        <TierGrid owned={TIERS[1] as Tier} standingSumCents={1500} onSelect={select} creatorCode={hoops10} />,
      );
      const starter = within(card(TIERS[2] as Tier));
      expect(starter.getByText('$30.00')).toBeInTheDocument();
      expect(starter.getByText('$13.50 with HOOPS10')).toBeInTheDocument();
      expect(starter.getByRole('button', { name: 'Upgrade for $13.50' })).toBeEnabled();
      expect(starter.queryByRole('button', { name: 'Upgrade for $15.00' })).not.toBeInTheDocument();
      expect(within(card(TIERS[5] as Tier)).getByRole('button', { name: 'Upgrade for $76.50' })).toBeInTheDocument();
    });

    it('prices no discount on the owned tier or below it, which cannot be bought', () => {
      renderRoute(
        <TierGrid owned={TIERS[2] as Tier} standingSumCents={3000} onSelect={select} creatorCode={hoops10} />,
      );
      for (const tier of TIERS.slice(0, 3)) {
        expect(within(card(tier)).queryByText(/with HOOPS10/)).not.toBeInTheDocument();
      }
      expect(within(card(TIERS[3] as Tier)).getByText('$18.00 with HOOPS10')).toBeInTheDocument();
    });
  });

  it('hands the chosen tier to onSelect', async () => {
    const onSelect = vi.fn();
    renderRoute(<TierGrid owned={TIERS[2] as Tier} standingSumCents={3000} onSelect={onSelect} />);
    await userEvent.click(within(card(TIERS[5] as Tier)).getByRole('button', { name: 'Upgrade for $70.00' }));
    expect(onSelect).toHaveBeenCalledWith(TIERS[5]);
  });

  it('disables the buttons while a checkout starts', () => {
    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} busy />);
    for (const button of screen.getAllByRole('button', { name: 'Select' })) expect(button).toBeDisabled();
  });
});
