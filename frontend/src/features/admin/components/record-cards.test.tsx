import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from '@/test/user-event';
import { aContact, aContactsPage, anAdminUser, anOverview, aPurchase, aPurchasesPage } from '../test/fixtures';
import { onPhone, renderAdmin, resetAdminTest } from '../test/render-admin';

beforeEach(onPhone);
afterEach(resetAdminTest);

/** Each card of a list as a person reads it: its field labels paired with their values. */
function readCards(list: HTMLElement): Array<Record<string, string>> {
  return within(list)
    .getAllByRole('listitem')
    .map((card) => {
      const labels = within(card).getAllByRole('term');
      const values = within(card).getAllByRole('definition');
      return Object.fromEntries(labels.map((label, i) => [label.textContent ?? '', values[i]?.textContent ?? '']));
    });
}

const LONG_EMAIL = 'a.very.long.email.address.for.a.small.screen@example-supporters.com';

describe('admin lists on a phone', () => {
  it('shows each user as a card with every field, the email a link that opens the user', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/users', {
      'GET /admin/users': () => ({
        items: [
          anAdminUser({ userId: 'u1', email: LONG_EMAIL, currentTierId: 'mvp' }),
          anAdminUser({ userId: 'u2', email: 'new@example.com', currentTierId: null }),
        ],
        nextCursor: null,
        total: 2,
      }),
      'GET /admin/users/{userId}': () => new Promise<never>(() => {}),
    });

    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(readCards(list)).toEqual([
      // The users answered here store no language: English, the default.
      { Email: LONG_EMAIL, 'Current Tier': 'MVP', Language: 'English', Joined: 'Nov 21, 2026' },
      { Email: 'new@example.com', 'Current Tier': 'No purchases', Language: 'English', Joined: 'Nov 21, 2026' },
    ]);

    const link = within(list).getByRole('link', { name: 'new@example.com' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/users/u2');
  });

  it('shows each purchase as a card with user, tier and refund badge, amount with its tax, country, Stripe id and date', async () => {
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () =>
        aPurchasesPage(
          [
            aPurchase({
              id: 'p1',
              email: LONG_EMAIL,
              tierName: 'MVP',
              amountCents: 12300,
              taxCents: 2300,
              billingCountry: 'DE',
              status: 'refunded',
            }),
            aPurchase({ id: 'p2', email: null, stripePaymentIntentId: null }),
          ],
          { totalRevenueCents: 3000 },
        ),
    });

    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(readCards(list)).toEqual([
      {
        User: LONG_EMAIL,
        Tier: 'MVPRefunded',
        Amount: '$123.00$100.00 + $23.00 tax',
        Country: 'DE',
        'Stripe ID': 'pi_123',
        Date: 'Nov 21, 2026',
      },
      {
        User: 'Unknown',
        Tier: 'Starter',
        Amount: '$30.00',
        Country: '—',
        'Stripe ID': 'N/A',
        Date: 'Nov 21, 2026',
      },
    ]);
  });

  it('shows the overview’s recent purchases as cards', async () => {
    renderAdmin('/admin', {
      'GET /admin/overview': () =>
        anOverview({
          totalUsers: 1,
          totalRevenueCents: 3000,
          totalPurchases: 1,
          pendingContacts: 0,
          recentPurchases: [aPurchase()],
        }),
    });

    const list = await screen.findByRole('list', { name: 'Recent Purchases' });
    expect(readCards(list)).toEqual([
      { User: 'fan@example.com', Tier: 'Starter', Amount: '$30.00', Date: 'Nov 21, 2026' },
    ]);
  });

  it('gives a contact submission’s name a line of its own and labels its email and date', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/contact', {
      'GET /admin/contacts': () =>
        aContactsPage([aContact({ name: 'Alexandria Montgomery-Featherstonehaugh', email: LONG_EMAIL })]),
    });

    const trigger = await screen.findByRole('button', { name: /Alexandria Montgomery-Featherstonehaugh/ });
    const name = within(trigger).getByText('Alexandria Montgomery-Featherstonehaugh');
    expect(name).toHaveClass('basis-full');
    expect(name).not.toHaveClass('truncate');
    const card = trigger.closest('li');
    if (!card) throw new Error('no card');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Date']);
    expect(within(card).getAllByRole('definition')[0]).toHaveTextContent(LONG_EMAIL);
    expect(within(card).getByRole('button', { name: `Copy email ${LONG_EMAIL}` })).toBeInTheDocument();

    // The card opens from the keyboard.
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Can I change my jersey name?')).toBeInTheDocument();
  });
});
