import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswers, apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import {
  aContact,
  aContactsPage,
  anAdminUser,
  anOverview,
  aPurchase,
  aPurchasesPage,
  aUserPurchase,
} from '../test/fixtures';
import { renderAdmin, resetAdminTest } from '../test/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(resetAdminTest);

/** Fails the first load, then answers: what a Retry after a passing fault meets. */
function failingOnce<Body>(body: Body) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? apiFailure(500, 'Internal Server Error') : body;
  };
}

const pages: Array<{ page: string; at: string; answers: () => ApiAnswers; loaded: string }> = [
  {
    page: 'the overview',
    at: '/admin',
    answers: () => ({
      'GET /admin/overview': failingOnce(
        anOverview({
          totalUsers: 1,
          totalRevenueCents: 3000,
          totalPurchases: 1,
          pendingContacts: 0,
          recentPurchases: [],
        }),
      ),
    }),
    loaded: 'Total Users',
  },
  {
    page: 'Users',
    at: '/admin/users',
    answers: () => ({ 'GET /admin/users': failingOnce({ items: [anAdminUser()], nextCursor: null, total: 1 }) }),
    loaded: 'All Users (1)',
  },
  {
    page: 'a user',
    at: '/admin/users/user-1',
    answers: () => ({
      'GET /admin/users/{userId}': failingOnce({
        profile: { userId: 'user-1', email: 'fan@example.com', createdAt: aPurchase().createdAt },
        purchases: [aUserPurchase()],
        submissions: [],
        ledger: { standingSumCents: 0, ownedTierId: null, creditCents: 0 },
      }),
    }),
    loaded: 'Profile Information',
  },
  {
    page: 'Purchases',
    at: '/admin/purchases',
    answers: () => ({
      'GET /admin/purchases': failingOnce(aPurchasesPage([aPurchase()], { totalRevenueCents: 3000 })),
    }),
    loaded: 'All Purchases (1)',
  },
  {
    page: 'Contact Submissions',
    at: '/admin/contact',
    answers: () => ({ 'GET /admin/contacts': failingOnce(aContactsPage([aContact()])) }),
    loaded: 'All Submissions (1)',
  },
];

describe('admin load errors', () => {
  it.each(pages)('$page shows the error with a Retry that loads the page again', async ({ at, answers, loaded }) => {
    const user = userEvent.setup();
    renderAdmin(at, answers());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: loaded })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows 'Loading...' in place of the error while the page loads again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin('/admin/users', {
      'GET /admin/users': () => {
        calls += 1;
        return calls === 1 ? apiFailure(503, 'Service Unavailable') : new Promise<never>(() => {});
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
