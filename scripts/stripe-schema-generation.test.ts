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

  it('list every field Stripe always sends on the objects the stand-in answers with, as the SDK types them', () => {
    // Prepare
    const file = JSON.parse(readFileSync(fromRoot(STRIPE_SCHEMAS_FILE), 'utf8'));
    const fieldsOf = (object: string) => Object.keys(file.objects?.[object] ?? {});

    // Act
    const counts = { session: fieldsOf('checkout.session').length, paymentIntent: fieldsOf('payment_intent').length };

    // Assess: stripe 23.1.0 types 59 fields of a Checkout Session and 42 of a payment intent as always sent.
    expect(counts).toEqual({ session: 59, paymentIntent: 42 });
    expect(fieldsOf('checkout.session')).not.toContain('line_items');
    expect(file.objects['checkout.session'].automatic_tax).toEqual({
      fields: {
        enabled: {},
        liability: { nullable: true, fields: { type: {} } },
        provider: { nullable: true },
        status: { nullable: true },
      },
    });
    expect(file.objects['checkout.session'].customer).toEqual({ nullable: true });
    expect(file.objects['checkout.session'].custom_fields).toMatchObject({ list: true });
  });
});
