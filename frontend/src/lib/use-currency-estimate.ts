import type { CurrencyEstimate } from '@shared/currency-estimate';
import { useEffect, useState } from 'react';
import { api } from './api-client';

// Asked once per page and shared by every tier grid on it. Fetched without the query library: the
// landing page's first load does not carry it (as the goals' figures).
let asked: Promise<CurrencyEstimate | null> | undefined;

function askOnce(): Promise<CurrencyEstimate | null> {
  asked ??= api('GET /currency-estimate').then(
    ({ estimate }) => estimate,
    // No estimate is a normal answer: the cards say Stripe Checkout shows the price in the buyer's currency.
    () => null,
  );
  return asked;
}

/** Forgets the page's answer, so the next grid asks again (tests). */
export function forgetCurrencyEstimate(): void {
  asked = undefined;
}

/**
 * The rate the tier cards estimate the buyer's currency with (GET /currency-estimate), or null: before it
 * comes (the prerendered page and its hydrating render too, so they match), for buyers in dollars, or
 * once the quote behind it has lapsed.
 */
export function useCurrencyEstimate(): CurrencyEstimate | null {
  const [estimate, setEstimate] = useState<CurrencyEstimate | null>(null);
  useEffect(() => {
    let current = true;
    void askOnce().then((answer) => {
      if (current) setEstimate(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return estimate && Date.parse(estimate.validUntil) > Date.now() ? estimate : null;
}
