import { readFileSync } from 'node:fs';
import { fromRoot } from '../infra/local/paths';
import { generateStripeSchemas, STRIPE_SCHEMAS_FILE } from './stripe-schema-generation';

describe('the Stripe stand-in schemas', () => {
  it('are what the installed stripe SDK generates (run npm run stripe:schemas after upgrading it)', () => {
    // Prepare
    const committed = readFileSync(fromRoot(STRIPE_SCHEMAS_FILE), 'utf8');

    // Act
    const generated = generateStripeSchemas();

    // Assess
    expect(generated).toBe(committed);
  }, 180_000);

  it('name the SDK and API version they came from', () => {
    const file = JSON.parse(readFileSync(fromRoot(STRIPE_SCHEMAS_FILE), 'utf8'));
    const sdk = JSON.parse(readFileSync(fromRoot('node_modules/stripe/package.json'), 'utf8'));

    expect(file.stripeSdk).toBe(sdk.version);
    expect(file.$comment).toContain(`from stripe ${sdk.version} (API version 2026-10-28.endive)`);
  });
});
