import type { AdminAuditResponse } from '@shared/api/types/admin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { anAuditEntry } from '../../test/fixtures';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const refundEntry = anAuditEntry({
  id: 'audit-2',
  action: 'payment_refunded',
  at: '2026-11-21T15:00:00.000Z',
  subject: { type: 'user', id: 'user-7' },
  before: {
    tierId: 'mvp',
    status: 'paid',
    refundedCents: 0,
    standingSumCents: 10000,
    ownedTierId: 'mvp',
    creditCents: 0,
  },
  after: {
    tierId: 'mvp',
    status: 'refunded',
    refundedCents: 7000,
    standingSumCents: 3000,
    ownedTierId: 'starter',
    creditCents: 0,
  },
  reason: 'Asked within 30 days',
});

describe('the audit log page', () => {
  it('is linked from the sidebar and lists actions newest first with who, what and the values before and after', async () => {
    renderAdmin('/admin/audit', {
      'GET /admin/audit': (): AdminAuditResponse => ({ items: [refundEntry, anAuditEntry()], nextCursor: null }),
    });

    expect(await screen.findByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
    await screen.findByText('Payment refunded · MVP');
    const [refund, contact] = screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null);
    expect(within(refund as HTMLElement).getByText('Payment refunded · MVP')).toBeInTheDocument();
    expect(refund).toHaveTextContent('by coach@example.com');
    expect(within(refund as HTMLElement).getByRole('link', { name: 'User user-7' })).toHaveAttribute(
      'href',
      '/admin/users/user-7',
    );
    expect(refund).toHaveTextContent('Refunded:$0.00 → $70.00');
    expect(refund).toHaveTextContent('Owned tier:MVP → Starter');
    expect(refund).toHaveTextContent('Status:Paid → Refunded');
    expect(refund).toHaveTextContent('Reason: Asked within 30 days');
    expect(contact).toHaveTextContent('Contact submission updated');
    expect(contact).toHaveTextContent('Status:new → resolved');
  });

  it('names Stripe, and Stripe’s reason in words, for a refund made outside the panel', async () => {
    renderAdmin('/admin/audit', {
      'GET /admin/audit': (): AdminAuditResponse => ({
        items: [{ ...refundEntry, actor: 'stripe', adminId: null, adminEmail: null, reason: 'fraudulent' }],
        nextCursor: null,
      }),
    });

    await screen.findByText('Payment refunded · MVP');
    const [refund] = screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null);
    expect(refund).toHaveTextContent('by Stripe');
    expect(refund).toHaveTextContent('Refunded:$0.00 → $70.00');
    expect(refund).toHaveTextContent('Reason: Fraudulent (at Stripe)');
  });

  it('shows a dispute Stripe decided against the store: Dispute lost, by Stripe, the tier it took', async () => {
    renderAdmin('/admin/audit', {
      'GET /admin/audit': (): AdminAuditResponse => ({
        items: [
          {
            ...refundEntry,
            action: 'payment_dispute_lost',
            actor: 'stripe',
            adminId: null,
            adminEmail: null,
            reason: null,
            after: { ...refundEntry.after, status: 'disputed', refundedCents: 0 },
          },
        ],
        nextCursor: null,
      }),
    });

    await screen.findByText('Dispute lost · MVP');
    const [dispute] = screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null);
    expect(dispute).toHaveTextContent('by Stripe');
    expect(dispute).toHaveTextContent('Status:Paid → Dispute lost');
    expect(dispute).toHaveTextContent('Owned tier:MVP → Starter');
    expect(dispute).not.toHaveTextContent('Reason');
  });

  it('says what a sent update was: its subject and the number of supporters it went to, linked to the update', async () => {
    const sent = anAuditEntry({
      id: 'update-sent-upd-1',
      action: 'update_sent',
      subject: { type: 'update', id: 'upd-1' },
      before: { status: 'draft' },
      after: { status: 'sending', subject: 'Court day', recipients: 1234 },
    });
    renderAdmin('/admin/audit', {
      'GET /admin/audit': (): AdminAuditResponse => ({ items: [sent], nextCursor: null }),
    });

    expect(await screen.findByText('Sent “Court day” to 1,234 supporters')).toBeInTheDocument();
    const [entry] = screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null);
    expect(entry).toHaveTextContent('Update sent');
    expect(entry).not.toHaveTextContent('Status');
    expect(entry).not.toHaveTextContent('Paid');
    expect(within(entry as HTMLElement).getByRole('link', { name: 'Update Court day' })).toHaveAttribute(
      'href',
      '/admin/updates/upd-1',
    );
  });

  it('links the contact submission an entry concerns to the submission, opened', async () => {
    renderAdmin('/admin/audit', {
      'GET /admin/audit': (): AdminAuditResponse => ({ items: [anAuditEntry()], nextCursor: null }),
    });

    expect(await screen.findByRole('link', { name: 'Contact c-1' })).toHaveAttribute(
      'href',
      '/admin/contact?contact=c-1',
    );
  });

  it('loads the next page with the cursor', async () => {
    const { api } = renderAdmin('/admin/audit', {
      'GET /admin/audit': ({ query }): AdminAuditResponse =>
        query.get('cursor') === 'page-2'
          ? { items: [anAuditEntry({ id: 'older', after: { status: 'in_progress' } })], nextCursor: null }
          : { items: [refundEntry], nextCursor: 'page-2' },
    });

    await screen.findByText('Payment refunded · MVP');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Contact submission updated')).toBeInTheDocument();
    expect(screen.getByText('new → in progress')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/audit').map((call) => call.query.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when no admin has acted yet', async () => {
    renderAdmin('/admin/audit', { 'GET /admin/audit': () => ({ items: [], nextCursor: null }) });

    expect(await screen.findByText('No admin actions yet')).toBeInTheDocument();
  });

  it('offers Retry when the log cannot be loaded', async () => {
    let fail = true;
    renderAdmin('/admin/audit', {
      'GET /admin/audit': () =>
        fail ? apiFailure(500, 'Internal server error') : { items: [refundEntry], nextCursor: null },
    });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);

    expect(await screen.findByText('Payment refunded · MVP')).toBeInTheDocument();
  });
});
