/** The steps of a Stripe Checkout as a buyer lives them, against the local Stripe stand-in. */
import type { Locator, Page, Request } from 'playwright-core';
import { placeName } from '../../infra/local/stripe/billing-address';
import { HOSTED_PAGE_MESSAGES } from '../../infra/local/stripe/hosted-page-messages';
import { see, seeHeading } from './person';

/** Where the SPA calls the API: its own origin under /api (the site server proxies it, as CloudFront does). */
export function siteApiUrl(stack: { siteUrl: string }): string {
  return `${stack.siteUrl}/api`;
}

/** The SPA's sessionStorage key for the checkout it started (frontend/src/features/checkout/lib/checkout-tracking.ts); the return page clears it. */
export const PENDING_CHECKOUT_KEY = 'd1gang.pendingCheckout';

/**
 * Clicks a tier button and checks the dashboard says 'Redirecting to Stripe checkout...' before the
 * browser leaves for the hosted page. POST /checkout is held until that text has been seen: on an idle
 * machine the redirect is faster than any look at the screen.
 */
export async function startCheckout(page: Page, apiUrl: string, tierButton: Locator): Promise<void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const checkoutUrl = `${apiUrl}/checkout`;
  await page.route(
    (url) => url.href === checkoutUrl,
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    },
  );
  try {
    await tierButton.click();
    await see(page, 'Redirecting to Stripe checkout...');
  } finally {
    release();
  }
  await page.unroute((url) => url.href === checkoutUrl);
}

/** From the landing page, the tier's Select button, to the stand-in's hosted page asking its price. */
export async function checkoutFromLanding(
  page: Page,
  stack: { siteUrl: string; stripe: { url: string } },
  tierName: string,
  amount: string,
): Promise<void> {
  await page.goto('/');
  await seeHeading(page, 'Join the D1 Gang');
  await startCheckout(
    page,
    siteApiUrl(stack),
    page.getByRole('article', { name: tierName }).getByRole('button', { name: 'Select' }),
  );
  await seeHostedCheckout(page, stack.stripe.url, `D1 Gang ${tierName}`, amount);
}

/** Waits for the stand-in's hosted page for this product and amount. */
export async function seeHostedCheckout(page: Page, stripeUrl: string, product: string, amount: string) {
  await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/pay/cs_`));
  await seeHeading(page, product);
  await page.getByLabel(`Amount due ${amount}`).waitFor();
}

/** Ticks the hosted page's terms box: the store's sessions require consent to the terms before any payment. */
export async function acceptTermsOnStandIn(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^I agree to the Terms of Service/ }).check();
}

/**
 * Chooses the billing country (and US state) on the hosted page of a session with automatic tax and
 * presses Update total; resolves once the page says the tax is worked out there, its total and Pay
 * button then showing the tax. Not calling it pays at the page's pre-selected United States /
 * California, where no tax is due on the store's digital goods, so the other pay helpers work as they are.
 * `choice`: a country code (`'DE'`), with a state code in the United States (`'WA'`).
 */
export async function chooseBillingAddress(
  page: Page,
  choice: { country: string; state?: string; postalCode?: string },
): Promise<void> {
  await page.getByLabel('Country or region').selectOption(choice.country);
  await page.getByLabel('State (United States only)').selectOption(choice.state ?? '');
  if (choice.postalCode !== undefined) await page.getByLabel('ZIP or postal code (optional)').fill(choice.postalCode);
  await page.getByRole('button', { name: 'Update total' }).click();
  const state = choice.country === 'US' ? (choice.state ?? null) : null;
  const place = placeName({ country: choice.country, state, postal_code: null });
  await page.getByRole('status').getByText(HOSTED_PAGE_MESSAGES.taxWorkedOut(place), { exact: true }).waitFor();
}

/**
 * Ticks the terms box and pays on the hosted page, then waits for the return to /payment-success; resolves to the session id in the return URL
 * and the verify request the page sent.
 */
export async function payOnStandIn(
  page: Page,
  apiUrl: string,
  amount: string,
): Promise<{ sessionId: string; verify: Request }> {
  const verify = page.waitForRequest(
    (request) => request.url() === `${apiUrl}/checkout/verify` && request.method() === 'POST',
  );
  await acceptTermsOnStandIn(page);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  if (!sessionId) throw new Error(`the return URL has no session_id: ${page.url()}`);
  return { sessionId, verify: await verify };
}

/** The success screen with the tier name and the amount paid. */
export async function seePaymentSuccess(page: Page, tierName: string, amount: string): Promise<void> {
  await seeHeading(page, 'Payment Successful');
  await see(page, 'Payment verified and tier activated!');
  await see(page, tierName);
  await see(page, amount);
}
