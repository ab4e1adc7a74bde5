import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from '@/test/user-event';
import { anOverview, thirtyDays } from '../../test/fixtures';
import { readTable } from '../../test/read-table';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);
// The charts are a lazy chunk (recharts): loaded here once, so no test's wait for a card also waits for
// the first cold import, which took over 15 s with both cores busy.
beforeAll(() => import('./overview-charts'), 60_000);

const days = thirtyDays();
const overview = anOverview({
  revenueByDay: days.map((date, index) => ({ date, revenueCents: index === 29 ? 12550 : index === 28 ? 3000 : 0 })),
  purchasesByTier: anOverview().purchasesByTier.map((entry) => ({
    ...entry,
    count: entry.tierId === 'starter' ? 4 : entry.tierId === 'mvp' ? 1 : 0,
  })),
});

describe('the overview charts', () => {
  it('give revenue per day as a captioned table on request', async () => {
    renderAdmin('/admin', { 'GET /admin/overview': () => overview });
    const card = await screen.findByRole('region', { name: 'Revenue per Day' });

    const toggle = within(card).getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);

    const table = within(card).getByRole('table', {
      name: 'Revenue per day, last 30 days (UTC), net of refunds and tax',
    });
    const { headers, rows } = readTable(table);
    expect(headers).toEqual(['Day', 'Revenue']);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toEqual(['Nov 21', '$125.50']);
    expect(rows.at(-2)).toEqual(['Nov 20', '$30.00']);
    expect(rows[0]).toEqual(['Oct 23', '$0.00']);
    expect(within(card).getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('give purchases by tier as a table, every tier cheapest first', async () => {
    renderAdmin('/admin', { 'GET /admin/overview': () => overview });
    const card = await screen.findByRole('region', { name: 'Purchases by Tier' });

    await userEvent.click(within(card).getByRole('button', { name: 'Show table' }));

    expect(readTable(within(card).getByRole('table', { name: 'Purchases by tier, all time' })).rows).toEqual([
      ['Bench Player', '0'],
      ['Rookie', '0'],
      ['Starter', '4'],
      ['Baller', '0'],
      ['All-Star', '0'],
      ['MVP', '1'],
    ]);
  });
});
