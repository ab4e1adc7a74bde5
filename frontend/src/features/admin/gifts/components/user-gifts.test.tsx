import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aPurchase, aPurchasesPage, aUserPurchase, NOV_21 } from '../../test/fixtures';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { anAdminGift } from '../test/fixtures';

afterEach(resetAdminTest);

const detail = (overrides: Partial<AdminUserDetailResponse> = {}): AdminUserDetailResponse => ({
  profile: { userId: 'user-buyer', email: 'buyer@example.com', createdAt: NOV_21 },
  purchases: [aUserPurchase({ userId: 'user-buyer' })],
  submissions: [],
  ledger: { standingSumCents: 3000, ownedTierId: 'starter', creditCents: 0 },
  gameAccounts: [],
  ...overrides,
});

describe('admin user detail: gifts', () => {
  it('shows the gifts the user sent and those sent to them, each with its status and what can be done', async () => {
    renderAdmin('/admin/users/user-buyer', {
      'GET /admin/users/{userId}': () =>
        detail({
          giftsSent: [anAdminGift()],
          giftsReceived: [
            anAdminGift({
              giftId: 'gift-9',
              buyerEmail: 'aunt@example.com',
              recipientEmail: 'buyer@example.com',
              tierName: 'Rookie',
              status: 'claimed',
              claimedAt: NOV_21,
            }),
          ],
        }),
    });

    const sent = within(await screen.findByRole('region', { name: 'Gifts sent' }));
    expect(sent.getByText('friend@example.com')).toBeInTheDocument();
    expect(sent.getByText('Waiting to be claimed')).toBeInTheDocument();
    expect(sent.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(sent.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
    const received = within(screen.getByRole('region', { name: 'Gifts received' }));
    expect(received.getByText('aunt@example.com')).toBeInTheDocument();
    expect(received.getByText('Claimed', { selector: '[data-status]' })).toBeInTheDocument();
    expect(received.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('says when the user sent or received none', async () => {
    renderAdmin('/admin/users/user-buyer', { 'GET /admin/users/{userId}': () => detail() });

    expect(
      within(await screen.findByRole('region', { name: 'Gifts sent' })).getByText('No gifts sent'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Gifts received' })).getByText('No gifts received'),
    ).toBeInTheDocument();
  });
});

describe('admin purchases: gifts', () => {
  it('marks a claimed gift’s purchase with who paid for it', async () => {
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () =>
        aPurchasesPage([
          aPurchase({
            id: 'p-gift',
            email: 'friend@example.com',
            gift: { giftId: 'gift-1', buyerId: 'user-buyer', buyerEmail: 'buyer@example.com' },
          }),
          aPurchase({ id: 'p-own', email: 'self@example.com' }),
        ]),
    });

    expect(await screen.findByText('Gift from buyer@example.com')).toBeInTheDocument();
    expect(screen.getAllByText(/^Gift from/)).toHaveLength(1);
  });
});
