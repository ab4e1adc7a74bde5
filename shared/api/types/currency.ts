import type { CurrencyEstimate } from '../../currency-estimate';

// GET /currency-estimate: null for a buyer in the United States, in a country whose currency the store
// does not estimate, or when Stripe gave no quote (the cards then say Stripe shows the local price).
export interface CurrencyEstimateResponse {
  estimate: CurrencyEstimate | null;
}
