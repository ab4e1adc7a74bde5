import type { TierSubmission } from '@shared/api/types/account';
import type {
  AdminContactsResponse,
  AdminPurchase,
  AdminPurchasesResponse,
  AdminUser,
  AdminUserPurchase,
  AuditEntry,
  ContactSubmission,
  OverviewResponse,
} from '@shared/api/types/admin';
import type { GameKeySummary } from '@shared/api/types/game';
import { TIERS } from '@shared/tiers';
import { HttpResponse } from 'msw';

// Noon UTC keeps the shown calendar day the same in every test machine's time zone.
export const NOV_21 = '2026-11-21T12:00:00.000Z';

export function aPurchase(overrides: Partial<AdminPurchase> = {}): AdminPurchase {
  return {
    id: 'cs_1',
    userId: 'user-1',
    tierId: 'starter',
    tierName: 'Starter',
    amountCents: 3000,
    taxCents: 0,
    billingCountry: null,
    currency: 'usd',
    stripePaymentIntentId: 'pi_123',
    status: 'paid',
    refundedCents: 0,
    createdAt: NOV_21,
    refundedAt: null,
    email: 'fan@example.com',
    ...overrides,
  };
}

export function aUserPurchase(overrides: Partial<AdminUserPurchase> = {}): AdminUserPurchase {
  const { email: _email, ...purchase } = aPurchase();
  return { ...purchase, valueCents: 3000, disputeLost: false, duplicate: false, purchasedAt: NOV_21, ...overrides };
}

/** A page of GET /admin/purchases: the last one, its total the count of `items` and no revenue or tax, unless given. */
export function aPurchasesPage(
  items: AdminPurchase[],
  overrides: Partial<Omit<AdminPurchasesResponse, 'items'>> = {},
): AdminPurchasesResponse {
  return { items, nextCursor: null, total: items.length, totalRevenueCents: 0, totalTaxCents: 0, ...overrides };
}

/** The 30 UTC days up to Nov 21, 2026, oldest first. */
export function thirtyDays(): string[] {
  return Array.from({ length: 30 }, (_, index) =>
    new Date(Date.parse(NOV_21) - (29 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The overview with no chart data: 30 days of zeros, no purchases by tier. */
export function anOverview(overrides: Partial<OverviewResponse> = {}): OverviewResponse {
  return {
    totalUsers: 0,
    totalRevenueCents: 0,
    totalTaxCents: 0,
    totalPurchases: 0,
    pendingContacts: 0,
    setupPending: 0,
    recentPurchases: [],
    revenueByDay: thirtyDays().map((date) => ({ date, revenueCents: 0 })),
    purchasesByTier: TIERS.map((tier) => ({ tierId: tier.id, count: 0 })),
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    action: 'contact_updated',
    actor: 'admin',
    adminId: 'admin-1',
    adminEmail: 'coach@example.com',
    at: NOV_21,
    subject: { type: 'contact', id: 'c-1' },
    before: { status: 'new' },
    after: { status: 'resolved' },
    reason: null,
    ...overrides,
  };
}

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { userId: 'user-1', email: 'fan@example.com', createdAt: NOV_21, currentTierId: 'starter', ...overrides };
}

export function aSubmission(overrides: Partial<TierSubmission> = {}): TierSubmission {
  return {
    tierId: 'starter',
    tierName: 'Starter',
    nickname: 'Splash',
    jerseyBackName: null,
    submittedAt: NOV_21,
    updatedAt: NOV_21,
    ...overrides,
  };
}

export function aContact(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: 'c-1',
    userId: 'user-1',
    name: 'Jordan Fan',
    email: 'jordan@example.com',
    subject: 'Jersey name',
    message: 'Can I change my jersey name?',
    status: 'new',
    adminNotes: null,
    adminResponse: null,
    createdAt: NOV_21,
    resolvedAt: null,
    ...overrides,
  };
}

/** A page of GET /admin/contacts (the All list, the panel's first, unless told), the counts those of `items` unless given. */
export function aContactsPage(
  items: ContactSubmission[],
  overrides: Partial<Omit<AdminContactsResponse, 'items'>> = {},
): AdminContactsResponse {
  const counts = { new: 0, in_progress: 0, resolved: 0 };
  for (const item of items) counts[item.status] += 1;
  return { items, nextCursor: null, total: items.length, status: 'all', counts, ...overrides };
}

/** One page of the purchases CSV export as the API sends it; `next` is the following page's cursor. */
export function aCsvPage(body: string, next?: string): Response {
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', ...(next ? { 'x-next-cursor': next } : {}) },
  });
}

export function aGameKey(overrides: Partial<GameKeySummary> = {}): GameKeySummary {
  return {
    keyId: '01JKEY0000000000000000000A',
    name: 'EU game servers',
    createdAt: NOV_21,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}
