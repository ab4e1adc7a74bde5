/**
 * `npm run stripe:schemas`: writes the stand-in's request and answer schemas, and the fields Stripe
 * always sends on its objects, from the installed `stripe` SDK's types. Run it after upgrading the
 * SDK; a test fails while the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import { fromRoot } from '../infra/local/paths';
import { generateStripeSchemas, STRIPE_SCHEMAS_FILE } from './stripe-schema-generation';

writeFileSync(fromRoot(STRIPE_SCHEMAS_FILE), generateStripeSchemas());
console.log(`Wrote ${STRIPE_SCHEMAS_FILE}`);
