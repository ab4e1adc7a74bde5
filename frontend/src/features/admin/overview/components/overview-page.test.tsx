import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { anOverview, aPurchase } from '../../test/fixtures';
import { readTable } from '../../test/read-table';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const overview = (overrides = {}) => ({
  ...anOverview(),
  totalUsers: 42,
  totalRevenueCents: 123450,
  totalPurchases: 7,
  pendingContacts: 3,
  setupPending: 5,
  recentPurchases: [],
  ...overrides,
});

/** The paragraphs after a stat card's heading row: the value alone, as e2e/journeys/admin.ts reads it too. */
function statParagraphs(label: string): Element[] {
  const paragraphs: Element[] = [];
  let next = screen.getByRole('heading', { name: label }).parentElement?.nextElementSibling;
  for (; next; next = next.nextElementSibling) if (next.tagName === 'P') paragraphs.push(next);
  return paragraphs;
}

function statValue(label: string) {
  const [value, ...more] = statParagraphs(label);
  if (more.length > 0) throw new Error(`Stat card ${label} has more than its value in paragraphs`);
  return value?.textContent;
}

/** A stat card, to look inside. */
function statCard(label: string) {
  const card = screen.getByRole('heading', { name: label }).parentElement?.parentElement;
  if (!card) throw new Error(`No stat card ${label}`);
  return card;
}

describe('admin overview', () => {
  it("shows 'Loading...' while the totals load", async () => {
    renderAdmin('/admin', { 'GET /admin/overview': () => overview() });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the totals and the supporters whose setup is pending, revenue in dollars with two decimals', async () => {
    renderAdmin('/admin', { 'GET /admin/overview': () => overview() });

    await screen.findByRole('heading', { name: 'Total Users' });
    expect(statValue('Total Users')).toBe('42');
    expect(statValue('Total Revenue')).toBe('$1,234.50');
    expect(statValue('Total Purchases')).toBe('7');
    expect(statValue('Pending Contacts')).toBe('3');
    expect(statValue('Setup pending')).toBe('5');
  });

  it('says the Total Revenue is net of tax and gives the tax under it', async () => {
    renderAdmin('/admin', {
      'GET /admin/overview': () => overview({ totalRevenueCents: 123450, totalTaxCents: 9876 }),
    });

    await screen.findByRole('heading', { name: 'Total Revenue' });
    expect(statValue('Total Revenue')).toBe('$1,234.50');
    expect(statCard('Total Revenue')).toHaveTextContent(/^Total Revenue\$1,234\.50Net of tax · Tax \$98\.76$/);
    expect(within(statCard('Total Revenue')).getByText('Tax $98.76')).toBeInTheDocument();
  });

  it('lists the recent purchases with user, tier, amount and date', async () => {
    const recentPurchases = [
      aPurchase({ id: 'p1', email: 'mvp@example.com', tierName: 'MVP', amountCents: 10000 }),
      aPurchase({ id: 'p2', email: null, tierName: 'Rookie', amountCents: 1500 }),
    ];
    renderAdmin('/admin', { 'GET /admin/overview': () => overview({ recentPurchases }) });

    const table = await screen.findByRole('table', { name: 'Recent Purchases' });
    expect(readTable(table)).toEqual({
      headers: ['User', 'Tier', 'Amount', 'Date'],
      rows: [
        ['mvp@example.com', 'MVP', '$100.00', 'Nov 21, 2026'],
        ['Unknown', 'Rookie', '$15.00', 'Nov 21, 2026'],
      ],
    });
  });

  it("says 'No purchases yet' when there are none", async () => {
    renderAdmin('/admin', { 'GET /admin/overview': () => overview({ recentPurchases: [] }) });

    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the load error, never the server text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('/admin', { 'GET /admin/overview': () => apiFailure(500, 'Internal Server Error') });

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
    // Logged from an effect, which React may run a task after the alert is in the page.
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load admin overview', expect.anything()));
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });
});
