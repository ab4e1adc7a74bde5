import { ADMIN_MESSAGES, refundTooLargeMessage } from '@shared/admin-messages';
import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { aUserPurchase, NOV_21 } from '../../test/fixtures';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const starter = aUserPurchase({ id: 'cs_starter', stripePaymentIntentId: 'pi_starter', userId: 'user-7' });
const mvp = aUserPurchase({
  id: 'cs_mvp',
  userId: 'user-7',
  tierId: 'mvp',
  tierName: 'MVP',
  amountCents: 7000,
  valueCents: 7000,
  stripePaymentIntentId: 'pi_mvp',
  purchasedAt: '2026-11-21T13:00:00.000Z',
});
const detail = (overrides: Partial<AdminUserDetailResponse> = {}): AdminUserDetailResponse => ({
  profile: { userId: 'user-7', email: 'hooper@example.com', createdAt: NOV_21 },
  purchases: [mvp, starter],
  submissions: [],
  ledger: { standingSumCents: 10000, ownedTierId: 'mvp', creditCents: 0 },
  ...overrides,
});
const refunded = {
  refundedCents: 7000,
  purchase: { ...mvp, status: 'refunded' as const, refundedCents: 7000 },
  ledger: { standingSumCents: 3000, ownedTierId: 'starter' as const, creditCents: 0 },
};

async function openRefund(tierName: string) {
  const row = (await screen.findByText(tierName, { selector: 'p' })).closest('li');
  if (!row) throw new Error(`No purchase row for ${tierName}`);
  await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
  return screen.getByRole('dialog', { name: `Refund ${tierName} payment` });
}

describe('refunds from the user detail', () => {
  it('shows the ledger line: standing sum, owned tier and credit', async () => {
    renderAdmin('/admin/users/user-7', { 'GET /admin/users/{userId}': () => detail() });

    const line = await screen.findByLabelText('Ledger');
    expect(within(line).getByText('Standing sum').nextElementSibling).toHaveTextContent('$100.00');
    expect(within(line).getByText('Owned tier').nextElementSibling).toHaveTextContent('MVP');
    expect(within(line).getByText('Credit').nextElementSibling).toHaveTextContent('$0.00');
  });

  it('refunds all that is left after naming the amount and the tier it leaves, then reloads the user', async () => {
    let refundedYet = false;
    const { api } = renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () =>
        refundedYet ? detail({ purchases: [refunded.purchase, starter], ledger: refunded.ledger }) : detail(),
      'POST /admin/payments/{paymentIntentId}/refund': () => {
        refundedYet = true;
        return refunded;
      },
    });
    const dialog = await openRefund('MVP');

    const submit = within(dialog).getByRole('button', { name: /^Refund/ });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked within 30 days');
    expect(within(dialog).getByText(/^Refunds \$70\.00/)).toHaveTextContent(
      "Refunds $70.00 to the supporter's card. Their tier goes from MVP to Starter.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $70.00' }));

    expect(await screen.findByText(ADMIN_MESSAGES.refundIssued)).toBeInTheDocument();
    expect(
      api.callsTo('POST /admin/payments/{paymentIntentId}/refund').map((call) => [call.params, call.body]),
    ).toEqual([
      [
        { paymentIntentId: 'pi_mvp' },
        { requestId: expect.stringMatching(UUID), amountCents: 7000, reason: 'Asked within 30 days' },
      ],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Ledger')).getByText('Owned tier').nextElementSibling).toHaveTextContent(
      'Starter',
    );
  });

  it('refunds part of a payment, refusing more than is left, and says the tier stays', async () => {
    const { api } = renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail(),
      'POST /admin/payments/{paymentIntentId}/refund': () => ({ ...refunded, refundedCents: 2500 }),
    });
    const dialog = await openRefund('MVP');

    await userEvent.click(within(dialog).getByLabelText('Part of it'));
    await userEvent.type(within(dialog).getByLabelText('Refund amount (USD)'), '80');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    expect(within(dialog).getByText(refundTooLargeMessage(7000))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeDisabled();

    await userEvent.clear(within(dialog).getByLabelText('Refund amount (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Refund amount (USD)'), '25.5');
    expect(within(dialog).getByText(/^Refunds/)).toHaveTextContent(
      "Refunds $25.50 to the supporter's card. Their tier stays MVP.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $25.50' }));

    await screen.findByText(ADMIN_MESSAGES.refundIssued);
    expect(api.callsTo('POST /admin/payments/{paymentIntentId}/refund')[0]?.body).toEqual({
      requestId: expect.stringMatching(UUID),
      amountCents: 2550,
      reason: 'Goodwill',
    });
  });

  it('keeps the dialog open with the API’s message when the refund is refused', async () => {
    renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail(),
      'POST /admin/payments/{paymentIntentId}/refund': () => apiFailure(400, ADMIN_MESSAGES.nothingToRefund),
    });
    const dialog = await openRefund('Starter');

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $30.00' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.nothingToRefund);
    expect(await screen.findByText(ADMIN_MESSAGES.refundFailed)).toBeInTheDocument();
  });

  it('sends one request id with every retry of a refund, and a new one when the dialog opens again', async () => {
    const { api } = renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail(),
      'POST /admin/payments/{paymentIntentId}/refund': () => apiFailure(502, ADMIN_MESSAGES.refundUnavailable),
    });
    const dialog = await openRefund('MVP');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked within 30 days');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $70.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.refundUnavailable);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $70.00' }));
    await waitFor(() => expect(api.callsTo('POST /admin/payments/{paymentIntentId}/refund')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reopened = await openRefund('MVP');
    await userEvent.type(within(reopened).getByLabelText('Reason'), 'Asked within 30 days');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Refund $70.00' }));
    await waitFor(() => expect(api.callsTo('POST /admin/payments/{paymentIntentId}/refund')).toHaveLength(3));

    const ids = api
      .callsTo('POST /admin/payments/{paymentIntentId}/refund')
      .map((call) => (call.body as { requestId: string }).requestId);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('offers no refund for a payment refunded in full', async () => {
    renderAdmin('/admin/users/user-7', {
      'GET /admin/users/{userId}': () => detail({ purchases: [refunded.purchase] }),
    });

    const row = (await screen.findByText('MVP', { selector: 'p' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
