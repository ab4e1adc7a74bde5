import type { AdminUpdate } from '@shared/updates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { anUpdate, aSentUpdate, UPDATE_ID } from '../test/fixtures';

afterEach(resetAdminTest);

const RENDERED = { html: '<h2>New dribbles</h2>\n<p>Try the <strong>crossover</strong>.</p>', text: 'New dribbles' };
const sending = (sent: number): AdminUpdate =>
  anUpdate({
    status: 'sending',
    sendStartedAt: '2026-11-22T12:00:00.000Z',
    progress: { queued: 1000, sent, failed: 3, suppressed: 10 },
  });

function renderUpdate(answers: AdminUpdate[]) {
  const queue = [...answers];
  return renderAdmin(`/admin/updates/${UPDATE_ID}`, {
    'GET /admin/updates/{updateId}': () => ({ update: (queue.length > 1 ? queue.shift() : queue[0]) as AdminUpdate }),
    'POST /admin/updates/preview': () => RENDERED,
  });
}

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('admin updates: an update being sent', () => {
  afterEach(() => vi.useRealTimers());

  it('polls its progress every 2 seconds and stops once it is sent', async () => {
    // The poll's clock is the test's: each 2 s passes at once, and the quiet after the last poll is checked
    // for far longer than one interval, without the test waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderUpdate([sending(200), sending(600), aSentUpdate()]);

    const bar = await screen.findByRole('progressbar', { name: 'Send progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar).toHaveAttribute('aria-valuenow', '210');
    expect(screen.getByText('Sending')).toBeInTheDocument();
    expect(figure('Queued')).toHaveTextContent('1,000');
    expect(figure('Sent')).toHaveTextContent('200');
    expect(figure('Failed')).toHaveTextContent('3');
    expect(figure('Suppressed')).toHaveTextContent('10');

    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('600', { selector: 'dd' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('Sent on Nov 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Send progress' })).toHaveAttribute('aria-valuenow', '1000');
    expect(api.callsTo('GET /admin/updates/{updateId}')).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(20_000);
    expect(api.callsTo('GET /admin/updates/{updateId}')).toHaveLength(3);
  });

  it('says when a send paused for the daily email quota resumes, and nothing of it once it goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resumesAt = '2026-11-22T18:30:00.000Z';
    const paused = { ...sending(200), resumesAt };
    renderUpdate([paused, sending(300)]);

    const delivery = within(await screen.findByRole('region', { name: 'Delivery' }));
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(resumesAt),
    );
    expect(delivery.getByText('Paused: daily email quota')).toBeInTheDocument();
    expect(delivery.getByText(`Resumes around ${when}`)).toBeInTheDocument();
    expect(when).toMatch(/^Nov 22, 2026, \d{1,2}:30\s?[AP]M$/);

    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('300', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Paused: daily email quota')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Resumes around/)).not.toBeInTheDocument();
  });

  it('shows a sent update read-only, with its rendering and a link to its public page', async () => {
    renderUpdate([aSentUpdate()]);

    expect(await screen.findByRole('heading', { name: 'Court physics are in' })).toBeInTheDocument();
    expect(screen.getByText('Sent on Nov 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('Everyone who opted in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute(
      'href',
      '/updates/court-physics-are-in',
    );
    const html = await screen.findByTitle('Email (HTML) preview');
    expect(html.getAttribute('srcdoc')).toContain(RENDERED.html);
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send update' })).not.toBeInTheDocument();
  });

  it('gives a supporters-only update no public link', async () => {
    renderUpdate([aSentUpdate({ supportersOnly: true })]);

    const details = within(await screen.findByRole('region', { name: 'Delivery' }));
    expect(details.getByText('Supporters only (not on the public updates page)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the public page' })).not.toBeInTheDocument();
  });
});
