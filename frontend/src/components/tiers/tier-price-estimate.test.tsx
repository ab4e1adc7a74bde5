import type { CurrencyEstimateResponse } from '@shared/api/types/currency';
import { getTier, type Tier } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { forgetCurrencyEstimate } from '@/lib/use-currency-estimate';
import { mockApi, noAnswer } from '@/test/api-server';
import { renderRoute } from '@/test/render';
import { TierGrid } from './tier-grid';

const select = () => {};
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();
const EURO = { currency: 'eur', perUsd: 0.92989866, validUntil: IN_AN_HOUR };
const STRIPE_SHOWS = 'Stripe Checkout shows the price in your currency.';

const card = (tier: Tier) => within(screen.getByRole('article', { name: tier.name }));
/** The sentence a card shows: the one of its two that is not kept invisible to hold the line's height. */
const shownLine = (tier: Tier) =>
  card(tier)
    .getAllByTestId('price-estimate-option')
    .filter((option) => !option.classList.contains('invisible'))
    .map((option) => option.textContent);

function answerEstimate(estimate: CurrencyEstimateResponse['estimate']) {
  return mockApi({ 'GET /currency-estimate': () => ({ estimate }) });
}

afterEach(() => {
  forgetCurrencyEstimate();
  setPageLocale('/');
});

describe("tier cards: the price in the buyer's currency", () => {
  it('estimate each price in the buyer’s currency, say it is an estimate within the margin, and that Stripe shows the exact price', async () => {
    answerEstimate(EURO);

    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);

    expect(
      await card(getTier('starter')).findByText(
        '≈ €27.90 in your currency, an estimate within 4%. Stripe Checkout shows the exact price.',
      ),
    ).not.toHaveClass('invisible');
    expect(shownLine(getTier('mvp'))).toEqual([
      '≈ €92.99 in your currency, an estimate within 4%. Stripe Checkout shows the exact price.',
    ]);
  });

  it('say that Stripe Checkout shows the price in your currency while no estimate has come, in the same place', () => {
    mockApi({ 'GET /currency-estimate': noAnswer });

    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);

    expect(shownLine(getTier('starter'))).toEqual([STRIPE_SHOWS]);
    // The estimate's sentence holds its place, unseen, so the card does not grow when it comes.
    const options = card(getTier('starter')).getAllByTestId('price-estimate-option');
    expect(options).toHaveLength(2);
    expect(options.find((option) => option.classList.contains('invisible'))).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['a buyer in US dollars, or a country not estimated', null],
    ['a lapsed quote', { ...EURO, validUntil: new Date(Date.now() - 1000).toISOString() }],
  ])('say that Stripe Checkout shows the price for %s', async (_case, estimate) => {
    const api = answerEstimate(estimate);

    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);

    await vi.waitFor(() => expect(api.callsTo('GET /currency-estimate')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownLine(getTier('starter'))).toEqual([STRIPE_SHOWS]);
  });

  it("estimate an upgrade's difference, what checkout will charge, and nothing on the tier owned", async () => {
    answerEstimate(EURO);
    const rookie = getTier('rookie');

    renderRoute(<TierGrid owned={rookie} standingSumCents={rookie.priceCents} onSelect={select} />);

    // Starter for $15.00 more: €13.95.
    expect(
      await card(getTier('starter')).findByText(
        '≈ €13.95 in your currency, an estimate within 4%. Stripe Checkout shows the exact price.',
      ),
    ).toBeInTheDocument();
    expect(shownLine(rookie)).toEqual([STRIPE_SHOWS]);
  });

  it('ask for the estimate once per page, however often the cards render', async () => {
    const api = answerEstimate(EURO);

    const first = renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);
    await card(getTier('starter')).findByText(/^≈ €27\.90/);
    first.unmount();
    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);

    expect(await card(getTier('starter')).findByText(/^≈ €27\.90/)).toBeInTheDocument();
    expect(api.callsTo('GET /currency-estimate')).toHaveLength(1);
  });

  it.each([
    [
      'Spanish',
      '/es/',
      '≈ 27,90 € en tu moneda, una estimación con un margen de 4 %. Stripe Checkout te muestra el precio exacto.',
      'Stripe Checkout te muestra el precio en tu moneda.',
    ],
    [
      'German',
      '/de/',
      '≈ 27,90 € in deiner Währung, eine Schätzung auf 4 % genau. Stripe Checkout zeigt dir den genauen Preis.',
      'Stripe Checkout zeigt dir den Preis in deiner Währung.',
    ],
  ])('speak %s, with the amount in its form', async (_language, prefix, estimateLine, plainLine) => {
    setPageLocale(prefix);
    answerEstimate(EURO);

    renderRoute(<TierGrid owned={null} standingSumCents={0} onSelect={select} />);

    expect(shownLine(getTier('starter'))).toEqual([plainLine]);
    expect(await card(getTier('starter')).findByText(estimateLine)).not.toHaveClass('invisible');
    expect(screen.queryByText(/in your currency/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Stripe Checkout shows/)).not.toBeInTheDocument();
  });
});
