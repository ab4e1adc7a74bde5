import type { AdminGift, AdminGiftsResponse } from '@shared/api/types/gifts';
import { NOV_21 } from '../../test/fixtures';

/** An unclaimed MVP gift from buyer@example.com to friend@example.com, paid Nov 21, 2026. */
export function anAdminGift(overrides: Partial<AdminGift> = {}): AdminGift {
  return {
    giftId: 'gift-1',
    orderNumber: 'D1-GIFT0001',
    paidAt: NOV_21,
    tierId: 'mvp',
    tierName: 'MVP',
    buyerId: 'user-buyer',
    buyerEmail: 'buyer@example.com',
    recipientEmail: 'friend@example.com',
    recipientId: null,
    status: 'unclaimed',
    amountCents: 10000,
    paymentIntentId: 'pi_gift_1',
    claimedAt: null,
    lastEmailedAt: NOV_21,
    cancelledAt: null,
    ...overrides,
  };
}

/** A page of GET /admin/gifts: the last one unless a cursor is given. */
export function aGiftsPage(items: AdminGift[], nextCursor: string | null = null): AdminGiftsResponse {
  return { items, nextCursor };
}
