import type { AdminUpdate } from '@shared/updates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { anUpdate, aSentUpdate } from '../test/fixtures';

afterEach(resetAdminTest);

const draft = anUpdate({ id: 'u-draft', subject: 'Jersey colours vote', audienceTierId: 'starter' });
const sending = anUpdate({
  id: 'u-sending',
  subject: 'Alpha dates',
  status: 'sending',
  sendStartedAt: '2026-11-22T12:00:00.000Z',
  progress: { queued: 1200, sent: 300, failed: 2, suppressed: 1 },
});
const sent = aSentUpdate({ id: 'u-sent', subject: 'Court physics are in' });

function renderUpdates(updates: AdminUpdate[] = [draft, sending, sent]) {
  return renderAdmin('/admin/updates', { 'GET /admin/updates': () => ({ updates, nextCursor: null }) });
}

/** The list item whose link names `subject`. */
async function rowOf(subject: string) {
  const row = (await screen.findByRole('link', { name: subject })).closest('li');
  if (!row) throw new Error(`no row for ${subject}`);
  return within(row);
}

describe('admin updates: list', () => {
  it('is in the sidebar after Game Keys and lists each update with its status, audience and figures', async () => {
    renderUpdates();

    expect(await screen.findByRole('heading', { name: 'Updates' })).toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'Updates' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'New update' })).toHaveAttribute('href', '/admin/updates/new');

    const first = await rowOf('Jersey colours vote');
    expect(first.getByRole('link', { name: 'Jersey colours vote' })).toHaveAttribute('href', '/admin/updates/u-draft');
    expect(first.getByText('Draft')).toBeInTheDocument();
    expect(first.getByText('Starter supporters and above')).toBeInTheDocument();
    expect(first.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(first.queryByText('Emails sent')).not.toBeInTheDocument();

    const second = await rowOf('Alpha dates');
    expect(second.getByText('Sending')).toBeInTheDocument();
    expect(second.getByText('Everyone who opted in')).toBeInTheDocument();
    expect(second.getByText('300 of 1,200')).toBeInTheDocument();

    const third = await rowOf('Court physics are in');
    expect(third.getByText('Sent')).toBeInTheDocument();
    expect(third.getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(third.getByText('990 of 1,000')).toBeInTheDocument();
  });

  it('says when there are no updates', async () => {
    renderUpdates([]);

    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin('/admin/updates', {
      'GET /admin/updates': () => {
        calls += 1;
        return calls === 1 ? apiFailure(500, 'Internal server error') : { updates: [draft], nextCursor: null };
      },
    });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Jersey colours vote' })).toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/updates', {
      'GET /admin/updates': ({ query }) =>
        query.get('cursor') === 'page-2'
          ? { updates: [sent], nextCursor: null }
          : { updates: [draft], nextCursor: 'page-2' },
    });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Court physics are in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jersey colours vote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/updates').map((call) => call.query.get('cursor'))).toEqual([null, 'page-2']);
  });
});
