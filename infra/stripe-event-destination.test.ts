/**
 * docs/deploy.md tells the operator how to create Stripe's EventBridge event destination: the
 * events it names are the ones the rule routes, and the API version it names is the one the SDK pins.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { STRIPE_EVENT_TYPES } from '@shared/contract/stripe-events';
import Stripe from 'stripe';

const deployDoc = readFileSync(path.resolve(__dirname, '..', 'docs', 'deploy.md'), 'utf8');
const section = deployDoc.split(/^## Stripe events \(EventBridge\)$/m)[1]?.split(/^## /m)[0] ?? '';
const destinationStep = section.split(/^1\. /m)[1]?.split(/^2\. /m)[0] ?? '';

describe("docs/deploy.md: Stripe's event destination", () => {
  test('names the API version the stripe package pins, and no other', () => {
    expect(destinationStep).toContain(`API version \`${Stripe.API_VERSION}\``);
    const versions = deployDoc.match(/\b\d{4}-\d{2}-\d{2}\.[a-z]+\b/g) ?? [];
    expect(new Set(versions)).toEqual(new Set([Stripe.API_VERSION]));
  });

  test('selects exactly the events the rule routes to the stripe-events Lambda', () => {
    const named = destinationStep.match(/`[a-z_]+(?:\.[a-z_]+)+`/g)?.map((name) => name.slice(1, -1)) ?? [];
    expect(named.sort()).toEqual([...STRIPE_EVENT_TYPES].sort());
  });
});
