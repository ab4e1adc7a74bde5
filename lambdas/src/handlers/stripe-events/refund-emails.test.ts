import type { TierId } from '@shared/tiers';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { call } from '../../../test/api-event';
import { USER_A } from '../../../test/auth-server';
import { checkoutAndPay, deliver } from '../../../test/payments-kit';
import { withReconcilerTestbed } from '../../../test/reconciler-testbed';
import { TEST_SENDER } from '../../../test/ses-inbox';
import type { EmailMessage } from '../../data/outbox-messages';
import { renderEmail } from '../../email/templates';

// A supporter hears of every refund of their payment and of a lost dispute, once each, however
// Stripe's news reaches the store: the event (repeated, or twenty at once) or the reconciler.
// Against DynamoDB Local and the Stripe stand-in with the real SDK.
const { bed, run } = withReconcilerTestbed();

const LINKS = { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller };
const SOLD_BY = 'Sold by Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA';
const CONTACT = 'https://store.d1gang.test/contact';
const REFUND_TIMING =
  'Refunds go back to the card you paid with, in the currency you paid in. Banks usually take 5 to 10 business days to show them.';

type Item = Record<string, unknown>;

/** The outbox's emails of one template, oldest first. */
async function outboxEmails(template: string): Promise<Item[]> {
  return (await bed.table.items())
    .filter((item) => String(item.pk).startsWith('OUTBOX#') && item.template === template)
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
}

/** The outbox item the store keeps for `message`, under `id`, about user A and still to be sent. */
function storedEmail(item: Item | undefined, id: string, message: EmailMessage): Item {
  const createdAt = String(item?.createdAt);
  return {
    pk: `OUTBOX#${id}`,
    sk: 'EMAIL',
    gsi1pk: 'OUTBOX_PENDING',
    // Service email: after account codes in the sweep's sending order.
    gsi1sk: `B#${createdAt}#${id}`,
    gsi2pk: `USER#${USER_A}`,
    gsi2sk: `EMAIL#${createdAt}#${id}`,
    id,
    template: message.template,
    userId: USER_A,
    message,
    createdAt,
  };
}

/** The order number a supporter quotes: D1- and the last 8 characters of the Checkout Session id, in capitals. */
const orderNumber = (sessionId: string) => `D1-${sessionId.slice(-8).toUpperCase()}`;
/** The day of an ISO time as the emails say it (UTC): "November 29, 2026". */
const day = (iso: unknown) =>
  new Date(String(iso)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

async function purchaseRow(sessionId: string): Promise<Item> {
  const row = (await bed.purchaseRows()).find((purchase) => purchase.id === sessionId);
  if (!row) throw new Error(`no purchase ${sessionId}`);
  return row;
}

async function refundIds(paymentIntentId: string): Promise<string[]> {
  const refunds = await bed.harness.stripe.refunds.list({ payment_intent: paymentIntentId });
  return refunds.data.map((refund) => refund.id).reverse();
}

const verify = (sessionId: string) =>
  call('POST /checkout/verify', { token: bed.auth.tokens.userA, body: { sessionId } });

/** Buys a tier and fulfils it through its completed event. */
async function buy(tierId: TierId) {
  const bought = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, tierId);
  await deliver(bought.completed);
  return bought;
}

async function starterThenMvp() {
  const starter = await buy('starter');
  return { starter, mvp: await buy('mvp') };
}

describe('the email a refund or a lost dispute sends the supporter', () => {
  it('tells the supporter a refund made in Stripe’s dashboard took their upgrade back: amount, order, date, tier now', async () => {
    const { mvp } = await starterThenMvp();

    await deliver(await bed.harness.refund(mvp.paymentIntentId));

    const [refundId] = await refundIds(mvp.paymentIntentId);
    const row = await purchaseRow(mvp.sessionId);
    const message: EmailMessage = {
      template: 'payment-refunded',
      to: 'fan@example.com',
      givenBack: 'refund',
      takenBack: true,
      sessionId: mvp.sessionId,
      orderedAt: String(row.createdAt),
      tierId: 'mvp',
      tierName: 'MVP',
      amountCents: 7000,
      ownedTierId: 'starter',
    };
    const emails = await outboxEmails('payment-refunded');
    expect(emails).toEqual([storedEmail(emails[0], `refund-${refundId}`, message)]);
    expect(renderEmail(message, LINKS)).toMatchObject({
      to: 'fan@example.com',
      subject: 'We refunded your MVP purchase',
      text: [
        'We refunded your MVP purchase in full, so it no longer counts toward your tier.',
        '',
        `Order ${orderNumber(mvp.sessionId)}`,
        `Purchased ${day(row.createdAt)}`,
        'Refunded $70.00',
        '',
        'Your tier now: Starter.',
        '',
        REFUND_TIMING,
        '',
        `Questions? Write to us and quote your order number: ${CONTACT}`,
        '',
        'The D1 Gang team',
        '',
        SOLD_BY,
      ].join('\n'),
    });
  });

  it('sends one email per partial refund; the one that completes the refund says the tier is gone', async () => {
    const { completed, paymentIntentId, sessionId } = await checkoutAndPay(
      bed.harness,
      bed.auth.tokens.userA,
      'all-star',
    );
    await deliver(completed);

    await deliver(await bed.harness.refund(paymentIntentId, 2500));
    await deliver(await bed.harness.refund(paymentIntentId, 5000));

    const emails = await outboxEmails('payment-refunded');
    const messages = emails.map((email) => email.message as EmailMessage);
    expect(emails.map((email) => email.id).sort()).toEqual(
      (await refundIds(paymentIntentId)).map((id) => `refund-${id}`).sort(),
    );
    const row = await purchaseRow(sessionId);
    const base = {
      template: 'payment-refunded',
      to: 'fan@example.com',
      givenBack: 'refund',
      sessionId,
      orderedAt: row.createdAt,
      tierId: 'all-star',
      tierName: 'All-Star',
    };
    expect(messages).toEqual([
      { ...base, takenBack: false, amountCents: 2500, ownedTierId: 'all-star' },
      { ...base, takenBack: true, amountCents: 5000, ownedTierId: null },
    ]);
    const [partial, last] = messages.map((message) => renderEmail(message, LINKS));
    expect(partial?.subject).toBe('We refunded part of your All-Star purchase');
    expect(partial?.text).toBe(
      [
        'We refunded part of your All-Star purchase. The rest still counts toward your tier.',
        '',
        `Order ${orderNumber(sessionId)}`,
        `Purchased ${day(row.createdAt)}`,
        'Refunded $25.00',
        '',
        'Your tier now: All-Star.',
        '',
        REFUND_TIMING,
        '',
        `Questions? Write to us and quote your order number: ${CONTACT}`,
        '',
        'The D1 Gang team',
        '',
        SOLD_BY,
      ].join('\n'),
    );
    expect(last?.subject).toBe('We refunded your All-Star purchase');
    expect(last?.text).toContain(
      'We refunded your All-Star purchase in full, so it no longer counts toward your tier.\n',
    );
    expect(last?.text).toContain('\nRefunded $50.00\n\nYou have no tier now.\n');
  });

  it('emails once when the refund event comes twice, twenty times at once, and the reconciler finds it again', async () => {
    const { mvp } = await starterThenMvp();
    const refunded = await bed.harness.refund(mvp.paymentIntentId);

    await deliver(refunded);
    await deliver(refunded);
    await Promise.all(Array.from({ length: 20 }, (_, n) => deliver({ ...refunded, id: `evt_refund_${n}` })));
    await run();
    await run();

    const [refundId] = await refundIds(mvp.paymentIntentId);
    expect((await outboxEmails('payment-refunded')).map((email) => email.id)).toEqual([`refund-${refundId}`]);
  });

  it('emails once for a refund whose event was lost and only the reconciler found', async () => {
    const { mvp } = await starterThenMvp();
    await standInControls(bed.harness.standIn.url).refund(mvp.paymentIntentId, 1000, { deliverEvents: false });

    await run();
    await run();

    const [refundId] = await refundIds(mvp.paymentIntentId);
    const emails = await outboxEmails('payment-refunded');
    expect(emails.map((email) => [email.id, (email.message as Item).amountCents])).toEqual([
      [`refund-${refundId}`, 1000],
    ]);
  });

  it('tells the supporter their bank took a payment back in a lost dispute, once, and what they own now', async () => {
    const { mvp } = await starterThenMvp();
    const lost = await bed.harness.dispute(mvp.paymentIntentId, 'lost');

    await Promise.all([deliver(lost), deliver(lost), deliver({ ...lost, id: 'evt_dispute_again' })]);
    await run();

    const row = await purchaseRow(mvp.sessionId);
    const message: EmailMessage = {
      template: 'dispute-lost',
      to: 'fan@example.com',
      sessionId: mvp.sessionId,
      orderedAt: String(row.createdAt),
      tierId: 'mvp',
      tierName: 'MVP',
      amountCents: 7000,
      ownedTierId: 'starter',
    };
    const emails = await outboxEmails('dispute-lost');
    expect(emails).toEqual([storedEmail(emails[0], `dispute-lost-${mvp.paymentIntentId}`, message)]);
    expect(renderEmail(message, LINKS)).toMatchObject({
      to: 'fan@example.com',
      subject: 'Your bank took back your MVP payment',
      text: [
        'Your bank ruled in your favor on a dispute about your MVP purchase and took the payment back, so it no longer counts toward your tier.',
        '',
        `Order ${orderNumber(mvp.sessionId)}`,
        `Purchased ${day(row.createdAt)}`,
        'Taken back $70.00',
        '',
        'Your tier now: Starter.',
        '',
        `If you did not mean to dispute this payment, write to us and quote your order number: ${CONTACT}`,
        '',
        'The D1 Gang team',
        '',
        SOLD_BY,
      ].join('\n'),
    });
    expect(await outboxEmails('payment-refunded')).toEqual([]);
  });

  it('sends nothing for a dispute the store won', async () => {
    const { mvp } = await starterThenMvp();

    await deliver(await bed.harness.dispute(mvp.paymentIntentId, 'won'));

    expect(await outboxEmails('dispute-lost')).toEqual([]);
  });

  it('tells the supporter a duplicate payment was given back in full and that they keep their tier', async () => {
    // The first Starter payment never reached the store; the second did. The first comes late: a duplicate.
    const first = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    await buy('starter');
    await deliver(first.completed);
    for (const event of (await bed.harness.delivered()).filter((one) => one.type === 'charge.refunded')) {
      await deliver(event);
    }
    await run();

    const [refundId] = await refundIds(first.paymentIntentId);
    const row = await purchaseRow(first.sessionId);
    const message: EmailMessage = {
      template: 'payment-refunded',
      to: 'fan@example.com',
      givenBack: 'duplicate',
      takenBack: true,
      sessionId: first.sessionId,
      orderedAt: String(row.createdAt),
      tierId: 'starter',
      tierName: 'Starter',
      amountCents: 3000,
      ownedTierId: 'starter',
    };
    const emails = await outboxEmails('payment-refunded');
    expect(emails).toEqual([storedEmail(emails[0], `refund-${refundId}`, message)]);
    const rendered = renderEmail(message, LINKS);
    expect(rendered.subject).toBe('We refunded your duplicate Starter payment');
    expect(rendered.text).toBe(
      [
        'Your Starter payment came through when you already owned this tier or a higher one, so it bought nothing. We refunded it in full.',
        '',
        `Order ${orderNumber(first.sessionId)}`,
        `Purchased ${day(row.createdAt)}`,
        'Refunded $30.00',
        '',
        'Your tier now: Starter.',
        '',
        REFUND_TIMING,
        '',
        `Questions? Write to us and quote your order number: ${CONTACT}`,
        '',
        'The D1 Gang team',
        '',
        SOLD_BY,
      ].join('\n'),
    );
  });

  it('tells the supporter the part of a payment beyond the highest tier was given back', async () => {
    // Starter and MVP both paid (the MVP priced in full): $30 of the MVP payment is given back.
    const starter = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'starter');
    const mvp = await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp');
    await verify(starter.sessionId);
    await verify(mvp.sessionId);
    for (const event of (await bed.harness.delivered()).filter((one) => one.type === 'charge.refunded')) {
      await deliver(event);
    }

    const [refundId] = await refundIds(mvp.paymentIntentId);
    const row = await purchaseRow(mvp.sessionId);
    const message: EmailMessage = {
      template: 'payment-refunded',
      to: 'fan@example.com',
      givenBack: 'overpayment',
      takenBack: false,
      sessionId: mvp.sessionId,
      orderedAt: String(row.createdAt),
      tierId: 'mvp',
      tierName: 'MVP',
      amountCents: 3000,
      ownedTierId: 'mvp',
    };
    const emails = await outboxEmails('payment-refunded');
    expect(emails).toEqual([storedEmail(emails[0], `refund-${refundId}`, message)]);
    const rendered = renderEmail(message, LINKS);
    expect(rendered.subject).toBe('We refunded part of your MVP purchase');
    expect(rendered.text).toContain(
      'Your payments added up to more than MVP, our highest tier, costs, so we refunded the part beyond its price.\n\n',
    );
    expect(rendered.text).toContain('\nRefunded $30.00\n\nYour tier now: MVP.\n');
  });

  it('emails each refund that came before its payment was fulfilled once, when the fulfilment takes it in', async () => {
    const { mvp } = await (async () => {
      const starter = await buy('starter');
      return { starter, mvp: await checkoutAndPay(bed.harness, bed.auth.tokens.userA, 'mvp') };
    })();
    await deliver(await bed.harness.refund(mvp.paymentIntentId, 2000));
    expect(await outboxEmails('payment-refunded')).toEqual([]);

    await deliver(mvp.completed);
    await deliver(mvp.completed);
    await verify(mvp.sessionId);
    await run();

    const [refundId] = await refundIds(mvp.paymentIntentId);
    const row = await purchaseRow(mvp.sessionId);
    const emails = await outboxEmails('payment-refunded');
    expect(emails).toEqual([
      storedEmail(emails[0], `refund-${refundId}`, {
        template: 'payment-refunded',
        to: 'fan@example.com',
        givenBack: 'refund',
        takenBack: false,
        sessionId: mvp.sessionId,
        orderedAt: String(row.createdAt),
        tierId: 'mvp',
        tierName: 'MVP',
        amountCents: 2000,
        ownedTierId: 'mvp',
      }),
    ]);
    // The partial refund keeps the grant, so the receipt goes too.
    expect((await outboxEmails('tier-granted')).map((email) => (email.message as Item).tierId)).toEqual([
      'starter',
      'mvp',
    ]);
  });
});
