import type { ContactSubmission } from '@shared/api/types/admin';
import { summarizeLedger } from '@shared/ledger';
import { resolvedAtFor, TICKET_STATUSES } from '@shared/tickets';
import { getTier, TIERS, type Tier } from '@shared/tiers';
import { ulid } from 'ulid';
import { contactToItem } from '../../lambdas/src/data/contact';
import { ledgerHeadToItem } from '../../lambdas/src/data/ledger';
import { countedProfileToItem } from '../../lambdas/src/data/profile';
import { ledgerPaymentOf, type PurchaseRecord, purchaseToItem } from '../../lambdas/src/data/purchase';
import type { Item } from '../../lambdas/src/data/query-page';
import { setupPendingChange } from '../../lambdas/src/data/setup-reminder';
import { newSubmission, submissionToItem } from '../../lambdas/src/data/submission';
import { dayOf } from '../../lambdas/src/data/totals';
import type { TransactItem } from '../../lambdas/src/data/transactions';
import { absentPresence, wallPresenceItems } from '../../lambdas/src/data/wall-presence';
import { addToDay, type SeedCounts } from './counts';
import { contactTextFor, nicknameFor, personFor } from './people';
import type { Random } from './random';

/** The store's shape at any size: shares of the supporters (see docs/local-stack.md). */
const SHARES = {
  buys: 0.55,
  /** Of buyers: a second purchase, the upgrade to a dearer tier. */
  upgrades: 0.09,
  /** Of buyers of one tier: refunded in full. */
  refunded: 0.06,
  /** Of owners: the setup done (the rest are 'Setup pending'). */
  setUp: 0.77,
  /** Of setups: shown on the gym wall. */
  onWall: 0.95,
  contacts: 0.3,
  /** Of contacts: sent signed in (a ticket). */
  tickets: 0.5,
} as const;

/** How often each tier is bought first, cheapest first. */
const TIER_WEIGHTS = [30, 25, 18, 12, 9, 6] as const;
const STATUS_WEIGHTS = [0.3, 0.2, 0.5] as const;
const MINUTE_MS = 60_000;

/** The window the seed spreads its dates over. */
export interface SeedWindow {
  from: number;
  to: number;
}

function weighted<T>(random: Random, values: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [index, value] of values.entries()) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return value;
  }
  return values.at(-1) as T;
}

const iso = (time: number) => new Date(time).toISOString();

function purchase(
  random: Random,
  userId: string,
  email: string,
  tier: Tier,
  valueCents: number,
  at: number,
): PurchaseRecord {
  return {
    id: `cs_test_${random.token(24)}`,
    userId,
    tierId: tier.id,
    tierName: tier.name,
    amountCents: valueCents,
    taxCents: 0,
    billingCountry: null,
    valueCents,
    currency: 'usd',
    stripePaymentIntentId: `pi_${random.token(24)}`,
    status: 'paid',
    refundedCents: 0,
    disputeLost: false,
    duplicate: false,
    createdAt: iso(at),
    purchasedAt: iso(at - random.int(1, 10) * MINUTE_MS),
    refundedAt: null,
    email,
  };
}

/** A buyer's purchases, oldest first: one tier, or one and the upgrade to a dearer one; some refunded. */
function purchasesOf(random: Random, userId: string, email: string, joined: number, window: SeedWindow) {
  const first = weighted(random, TIERS, TIER_WEIGHTS);
  const firstAt = random.between(joined, window.to);
  const bought = [purchase(random, userId, email, first, first.priceCents, firstAt)];
  const dearer = TIERS.filter((tier) => tier.priceCents > first.priceCents);
  if (dearer.length > 0 && random.chance(SHARES.upgrades)) {
    const target = random.pick(dearer);
    bought.push(
      purchase(random, userId, email, target, target.priceCents - first.priceCents, random.between(firstAt, window.to)),
    );
  } else if (random.chance(SHARES.refunded)) {
    const only = bought[0] as PurchaseRecord;
    bought[0] = { ...only, refundedCents: only.amountCents, refundedAt: iso(random.between(firstAt, window.to)) };
  }
  return bought;
}

function putItems(items: readonly TransactItem[]): Item[] {
  return items.flatMap((item) => (item.Put?.Item ? [item.Put.Item] : []));
}

/** The ledger head, the purchases and what the owned tier brings: the setup with its wall entry, or the reminder. */
function buyerItems(
  random: Random,
  index: number,
  userId: string,
  email: string,
  joined: number,
  window: SeedWindow,
  counts: SeedCounts,
) {
  const bought = purchasesOf(random, userId, email, joined, window);
  const summary = summarizeLedger(bought.map(ledgerPaymentOf));
  const items: Item[] = [ledgerHeadToItem(userId, summary, bought.length + (bought[0]?.refundedAt ? 1 : 0))];
  for (const record of bought) {
    items.push(purchaseToItem(record));
    counts.totals.purchaseCount += 1;
    counts.tierPurchases[record.tierId] += 1;
    addToDay(counts, dayOf(new Date(record.createdAt)), { revenueCents: record.amountCents, purchaseCount: 1 });
    if (record.refundedAt) {
      counts.refunds += 1;
      addToDay(counts, dayOf(new Date(record.refundedAt)), { revenueCents: -record.refundedCents });
    }
  }
  counts.totals.revenueCents += summary.revenueCents;
  const owned = summary.ownedTierId ? getTier(summary.ownedTierId) : null;
  if (owned) counts.totals.supporterCount += 1;
  const lastPurchase = Date.parse(bought.at(-1)?.createdAt ?? iso(joined));
  if (owned && random.chance(SHARES.setUp)) {
    const at = new Date(random.between(lastPurchase, window.to));
    const nickname = nicknameFor(random, index);
    const showOnWall = random.chance(SHARES.onWall);
    const jersey = owned.setupFields.includes('jerseyBackName')
      ? { jerseyBackName: nickname.slice(0, 20).toUpperCase() }
      : {};
    items.push(submissionToItem(newSubmission(userId, owned, { nickname, showOnWall, ...jersey }, at)));
    counts.setups += 1;
    if (showOnWall) {
      const change = { showOnWall, hidden: false, hiddenReason: null, nickname };
      items.push(...putItems(wallPresenceItems(absentPresence(userId), change, owned.id, at)));
      counts.wall[owned.id] += 1;
    }
  } else if (owned) {
    const start = { to: email, tierId: owned.id, tierName: owned.name, purchasedAt: new Date(lastPurchase) };
    const pending = setupPendingChange(userId, false, null, start);
    items.push(...putItems(pending.items));
    counts.totals.setupPending += pending.counts.setupPending ?? 0;
  }
  return { items, currentTierId: summary.currentTierId };
}

function contactItem(
  random: Random,
  userId: string,
  person: { name: string; email: string },
  joined: number,
  window: SeedWindow,
  counts: SeedCounts,
): Item {
  const createdAt = random.between(joined, window.to);
  const status = weighted(random, TICKET_STATUSES, STATUS_WEIGHTS);
  const contact: ContactSubmission = {
    id: ulid(createdAt, random.next),
    userId: random.chance(SHARES.tickets) ? userId : null,
    ...person,
    ...contactTextFor(random),
    status,
    adminNotes: null,
    adminResponse: status === 'new' ? null : 'Thanks for writing: we are on it.',
    createdAt: iso(createdAt),
    resolvedAt: resolvedAtFor(status, new Date(random.between(createdAt, window.to))),
  };
  counts.totals.contactCount += 1;
  counts.contactStatuses[status] += 1;
  if (status === 'new') counts.totals.pendingContacts += 1;
  return contactToItem(contact);
}

/** Every item of the supporter at `index`, counted into `counts`. */
export function supporterItems(random: Random, index: number, window: SeedWindow, counts: SeedCounts): Item[] {
  const userId = random.uuid();
  const person = personFor(random, index);
  const joined = random.between(window.from, window.to - 60 * MINUTE_MS);
  const buyer = random.chance(SHARES.buys)
    ? buyerItems(random, index, userId, person.email, joined, window, counts)
    : { items: [], currentTierId: null };
  const profile = countedProfileToItem({
    userId,
    email: person.email,
    createdAt: iso(joined),
    currentTierId: buyer.currentTierId,
  });
  counts.totals.userCount += 1;
  const items = [profile, ...buyer.items];
  if (random.chance(SHARES.contacts)) items.push(contactItem(random, userId, person, joined, window, counts));
  counts.items += items.length;
  return items;
}
