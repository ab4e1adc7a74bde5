import { GIFT_ADMIN_MESSAGES } from '@shared/gift-admin-messages';
import { GIFT_MESSAGES } from '@shared/gifts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure, noAnswer } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { readTable } from '../../test/read-table';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { aGiftsPage, anAdminGift } from '../test/fixtures';

afterEach(resetAdminTest);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const claimed = anAdminGift({
  giftId: 'gift-2',
  tierName: 'Starter',
  tierId: 'starter',
  amountCents: 3000,
  buyerEmail: 'other@example.com',
  recipientEmail: 'pal@example.com',
  recipientId: 'user-pal',
  status: 'claimed',
  claimedAt: '2026-11-22T12:00:00.000Z',
});

async function rowOf(email: string) {
  const cell = await screen.findByText(email);
  const row = cell.closest('tr, li');
  if (!row) throw new Error(`No row for ${email}`);
  return within(row as HTMLElement);
}

describe('admin gifts: the list', () => {
  it('is a section of the admin panel, listing buyer, recipient, tier, status, amount, paid and claimed', async () => {
    renderAdmin('/admin/gifts', { 'GET /admin/gifts': () => aGiftsPage([anAdminGift(), claimed]) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Gifts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Gifts' });
    const { headers, rows } = readTable(table);
    expect(headers).toEqual(['Buyer', 'Recipient', 'Tier', 'Status', 'Amount', 'Paid', 'Claimed', 'Actions']);
    expect(rows[0]?.slice(0, 7)).toEqual([
      'buyer@example.com',
      'friend@example.com',
      'MVP',
      'Waiting to be claimed',
      '$100.00',
      'Nov 21, 2026',
      '—',
    ]);
    expect(rows[1]?.slice(0, 7)).toEqual([
      'other@example.com',
      'pal@example.com',
      'Starter',
      'Claimed',
      '$30.00',
      'Nov 21, 2026',
      'Nov 22, 2026',
    ]);
    expect((await rowOf('friend@example.com')).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect((await rowOf('pal@example.com')).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(
      (await rowOf('pal@example.com')).queryByRole('button', { name: 'Cancel and refund' }),
    ).not.toBeInTheDocument();
  });

  it('narrows to one status on the server, and back to every gift', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/gifts', {
      'GET /admin/gifts': ({ query }) =>
        aGiftsPage(query.get('status') === 'claimed' ? [claimed] : [anAdminGift(), claimed]),
    });
    await screen.findByText('friend@example.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Claimed');
    await waitFor(() => expect(screen.queryByText('friend@example.com')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    expect(await screen.findByText('friend@example.com')).toBeInTheDocument();

    // Every gift again comes from the first answer, kept while it is fresh.
    expect(
      api
        .callsTo('GET /admin/gifts')
        .map((call) => call.query.toString())
        .slice(0, 2),
    ).toEqual(['', 'status=claimed']);
  });

  it('loads more with the cursor', async () => {
    const { api } = renderAdmin('/admin/gifts', {
      'GET /admin/gifts': ({ query }) =>
        query.get('cursor') === 'next-1' ? aGiftsPage([claimed]) : aGiftsPage([anAdminGift()], 'next-1'),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('pal@example.com')).toBeInTheDocument();
    expect(screen.getByText('friend@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/gifts').map((call) => call.query.get('cursor'))).toEqual([null, 'next-1']);
  });

  it('says when there are no gifts, and offers another try when they did not load', async () => {
    let answers = 0;
    renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () => (answers++ === 0 ? apiFailure(500, 'Internal server error') : aGiftsPage([])),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
  });
});

describe('admin gifts: resend', () => {
  it('asks first, then sends the claim email once however often it is pressed', async () => {
    const { api } = renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () => aGiftsPage([anAdminGift()]),
      'POST /admin/gifts/{giftId}/resend': () => ({ gift: anAdminGift() }),
    });

    await userEvent.click((await rowOf('friend@example.com')).getByRole('button', { name: 'Resend' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend the claim email?' });
    expect(within(dialog).getByText(/friend@example\.com/)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/gifts/{giftId}/resend')).toEqual([]);
    await userEvent.setup().dblClick(within(dialog).getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByText('Claim email sent to friend@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/gifts/{giftId}/resend').map((call) => call.params)).toEqual([{ giftId: 'gift-1' }]);
  });

  it('keeps the dialog open with the API’s words when the resend is refused', async () => {
    renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () => aGiftsPage([anAdminGift()]),
      'POST /admin/gifts/{giftId}/resend': () => apiFailure(409, GIFT_ADMIN_MESSAGES.resentRecently),
    });

    await userEvent.click((await rowOf('friend@example.com')).getByRole('button', { name: 'Resend' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend the claim email?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend email' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFT_ADMIN_MESSAGES.resentRecently);
  });
});

describe('admin gifts: cancel and refund', () => {
  async function openCancel() {
    await userEvent.click((await rowOf('friend@example.com')).getByRole('button', { name: 'Cancel and refund' }));
    return within(screen.getByRole('dialog', { name: 'Cancel and refund this gift?' }));
  }

  it('needs a reason, then cancels once with the reason and the request id, and reloads the list', async () => {
    let cancelled = false;
    const { api } = renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () =>
        aGiftsPage([
          cancelled ? anAdminGift({ status: 'cancelled', cancelledAt: '2026-11-23T12:00:00.000Z' }) : anAdminGift(),
        ]),
      'POST /admin/gifts/{giftId}/cancel': () => {
        cancelled = true;
        return { gift: anAdminGift({ status: 'cancelled' }), refundedCents: 10000 };
      },
    });

    const dialog = await openCancel();
    expect(dialog.getByText(/Refunds \$100\.00 to buyer@example\.com/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel and refund $100.00' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Reason'), '  Wrong address  ');
    await userEvent.setup().dblClick(dialog.getByRole('button', { name: 'Cancel and refund $100.00' }));

    expect(await screen.findByText('Gift cancelled and $100.00 refunded')).toBeInTheDocument();
    expect(await screen.findByText('Cancelled and refunded', { selector: '[data-status]' })).toBeInTheDocument();
    expect(api.callsTo('POST /admin/gifts/{giftId}/cancel').map((call) => [call.params, call.body])).toEqual([
      [{ giftId: 'gift-1' }, { reason: 'Wrong address', requestId: expect.stringMatching(UUID) }],
    ]);
  });

  it('holds the dialog while the refund runs', async () => {
    renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () => aGiftsPage([anAdminGift()]),
      'POST /admin/gifts/{giftId}/cancel': noAnswer,
    });

    const dialog = await openCancel();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Wrong address');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund $100.00' }));

    expect(await dialog.findByRole('button', { name: 'Refunding...' })).toBeDisabled();
  });

  it('sends one request id with every retry, and a new one when the dialog opens again', async () => {
    const { api } = renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () => aGiftsPage([anAdminGift()]),
      'POST /admin/gifts/{giftId}/cancel': () => apiFailure(502, 'Stripe could not be reached'),
    });

    const dialog = await openCancel();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Wrong address');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund $100.00' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Stripe could not be reached');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund $100.00' }));
    await waitFor(() => expect(api.callsTo('POST /admin/gifts/{giftId}/cancel')).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const reopened = await openCancel();
    await userEvent.type(reopened.getByLabelText('Reason'), 'Wrong address');
    await userEvent.click(reopened.getByRole('button', { name: 'Cancel and refund $100.00' }));
    await waitFor(() => expect(api.callsTo('POST /admin/gifts/{giftId}/cancel')).toHaveLength(3));

    const ids = api.callsTo('POST /admin/gifts/{giftId}/cancel').map((call) => call.body?.requestId);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('shows the API’s refusal in the dialog', async () => {
    renderAdmin('/admin/gifts', {
      'GET /admin/gifts': () => aGiftsPage([anAdminGift()]),
      'POST /admin/gifts/{giftId}/cancel': () => apiFailure(409, GIFT_MESSAGES.notUnclaimed),
    });

    const dialog = await openCancel();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Wrong address');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel and refund $100.00' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(GIFT_MESSAGES.notUnclaimed);
  });
});
