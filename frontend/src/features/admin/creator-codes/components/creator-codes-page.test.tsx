import type { AdminCreatorCode } from '@shared/creator-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure, noAnswer } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { onPhone, renderAdmin, resetAdminTest } from '../../test/render-admin';
import { CREATOR_CODE_TOASTS } from '../lib/creator-code-toasts';
import { aCreatorCode } from '../test/fixtures';

afterEach(resetAdminTest);

const used = aCreatorCode({
  maxUses: 100,
  expiresAt: '2099-12-31T12:00:00.000Z',
  report: { uses: 2, grossCents: 6000, discountCents: 600, refundedCents: 2700, netCents: 2700 },
});
const paused = aCreatorCode({ code: 'DUNK20', creatorName: 'Dunk City', percentOff: 20, status: 'paused' });
const expired = aCreatorCode({ code: 'SUMMER5', creatorName: 'Summer League', expiresAt: '2026-01-31T12:00:00.000Z' });
const usedUp = aCreatorCode({
  code: 'LAST1',
  creatorName: 'Last Shot',
  maxUses: 1,
  report: { uses: 1, grossCents: 3000, discountCents: 300, refundedCents: 0, netCents: 2700 },
});

function renderCodes(codes: AdminCreatorCode[] = [used, paused, expired, usedUp], answers: ApiAnswers = {}) {
  return renderAdmin('/admin/creator-codes', {
    'GET /admin/creator-codes': () => ({ codes, nextCursor: null }),
    ...answers,
  });
}

/** The list item of one code. */
async function rowOf(code: string) {
  const row = (await screen.findByRole('heading', { name: code })).closest('li');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row);
}

/** What a row says under a label of its figures. */
function figure(row: ReturnType<typeof within>, label: string): string | null {
  return row.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('admin creator codes: list', () => {
  it('is in the sidebar after Updates and lists each code with its status, limits and report in dollars', async () => {
    renderCodes();

    expect(await screen.findByRole('heading', { name: 'Creator Codes' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Admin sections' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Users',
      'Purchases',
      'Gifts',
      'Tax report',
      'Contact Submissions',
      'Audit Log',
      'Game Keys',
      'Updates',
      'Creator Codes',
      'Goals',
    ]);
    expect(screen.getByRole('link', { name: 'Creator Codes' })).toHaveAttribute('aria-current', 'page');

    const first = await rowOf('HOOPS10');
    expect(first.getByText('Hoops Daily')).toBeInTheDocument();
    expect(first.getByText('10% off')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(figure(first, 'Uses')).toBe('2 of 100');
    expect(figure(first, 'Expires')).toBe('Dec 31, 2099');
    expect(figure(first, 'Gross')).toBe('$60.00');
    expect(figure(first, 'Discounts given')).toBe('$6.00');
    expect(figure(first, 'Refunds')).toBe('$27.00');
    expect(figure(first, 'Net revenue')).toBe('$27.00');
    expect(first.getByRole('button', { name: 'Pause HOOPS10' })).toBeInTheDocument();

    const second = await rowOf('DUNK20');
    expect(second.getByText('Paused')).toBeInTheDocument();
    expect(second.getByText('20% off')).toBeInTheDocument();
    expect(figure(second, 'Uses')).toBe('0, no cap');
    expect(figure(second, 'Expires')).toBe('Never');
    expect(figure(second, 'Net revenue')).toBe('$0.00');
    expect(second.getByRole('button', { name: 'Resume DUNK20' })).toBeInTheDocument();

    expect((await rowOf('SUMMER5')).getByText('Expired')).toBeInTheDocument();
    const fourth = await rowOf('LAST1');
    expect(fourth.getByText('Used up')).toBeInTheDocument();
    expect(figure(fourth, 'Uses')).toBe('1 of 1');
  });

  it('says when there are no codes', async () => {
    renderCodes([]);

    expect(await screen.findByText('No creator codes yet')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin('/admin/creator-codes', {
      'GET /admin/creator-codes': () => {
        calls += 1;
        return calls === 1 ? apiFailure(500, 'Internal server error') : { codes: [used], nextCursor: null };
      },
    });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'HOOPS10' })).toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/creator-codes', {
      'GET /admin/creator-codes': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? { codes: [paused], nextCursor: null }
          : { codes: [used], nextCursor: 'page-2' },
    });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'DUNK20' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'HOOPS10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/creator-codes').map((call) => call.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('keeps every figure of a row on a phone', async () => {
    onPhone();
    renderCodes([used]);

    const row = await rowOf('HOOPS10');
    for (const label of ['Uses', 'Expires', 'Gross', 'Discounts given', 'Net revenue', 'Refunds']) {
      expect(row.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    expect(row.getByRole('button', { name: 'Pause HOOPS10' })).toBeVisible();
  });
});

describe('admin creator codes: pause and resume', () => {
  it('asks before pausing, then pauses the code and reloads the list', async () => {
    const user = userEvent.setup();
    let codes = [used];
    const { api } = renderAdmin('/admin/creator-codes', {
      'GET /admin/creator-codes': () => ({ codes, nextCursor: null }),
      'PATCH /admin/creator-codes/{code}': ({ body }) => {
        codes = [{ ...used, status: 'paused' }];
        expect(body).toEqual({ status: 'paused' });
        return { code: codes[0] as AdminCreatorCode };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Pause HOOPS10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pause HOOPS10?' }));
    expect(dialog.getByText('Checkout refuses the code until you resume it.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Pause code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /admin/creator-codes/{code}').map((call) => call.params.code)).toEqual(['HOOPS10']);
    expect(await screen.findByText(CREATOR_CODE_TOASTS.paused)).toBeInTheDocument();
    expect(await (await rowOf('HOOPS10')).findByText('Paused')).toBeInTheDocument();
    expect((await rowOf('HOOPS10')).getByRole('button', { name: 'Resume HOOPS10' })).toBeInTheDocument();
  });

  it('resumes a paused code from the keyboard', async () => {
    const user = userEvent.setup();
    const { api } = renderCodes([paused], {
      'PATCH /admin/creator-codes/{code}': () => ({ code: { ...paused, status: 'active' } }),
    });

    const resume = await screen.findByRole('button', { name: 'Resume DUNK20' });
    resume.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Resume DUNK20?' }));
    expect(dialog.getByText('Checkout accepts the code again.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resume).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resume code' }));

    await waitFor(() => expect(api.callsTo('PATCH /admin/creator-codes/{code}')).toHaveLength(1));
    expect(api.callsTo('PATCH /admin/creator-codes/{code}')[0]?.body).toEqual({ status: 'active' });
    expect(await screen.findByText(CREATOR_CODE_TOASTS.resumed)).toBeInTheDocument();
  });

  it('sends nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const { api } = renderCodes([used], { 'PATCH /admin/creator-codes/{code}': noAnswer });

    await user.click(await screen.findByRole('button', { name: 'Pause HOOPS10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /admin/creator-codes/{code}')).toEqual([]);
  });

  it('keeps the dialog open with the server’s message when the change fails', async () => {
    const user = userEvent.setup();
    renderCodes([used], { 'PATCH /admin/creator-codes/{code}': () => apiFailure(404, 'Creator code not found') });

    await user.click(await screen.findByRole('button', { name: 'Pause HOOPS10' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Pause code' }));

    expect(await dialog.findByText('Creator code not found')).toBeInTheDocument();
    expect(await screen.findByText(CREATOR_CODE_TOASTS.statusFailed)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pause code' })).toBeEnabled();
  });
});
