import type { PublishedUpdate } from '@shared/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { UpdatesScreen } from './updates-screen';

const update = (overrides: Partial<PublishedUpdate>): PublishedUpdate => ({
  slug: 'first-court',
  title: 'The first court',
  publishedAt: '2026-02-01T10:00:00.000Z',
  description: 'We drew the first court.',
  html: '<p>We drew the <strong>first</strong> court.</p>',
  supportersOnly: false,
  ...overrides,
});

describe('/updates', () => {
  it('lists the updates as the API orders them, newest first, each with its title, date and body', async () => {
    mockApi({
      'GET /updates': () => ({
        updates: [
          update({
            slug: 'five-on-five',
            title: 'Five on five',
            publishedAt: '2026-02-15T10:00:00.000Z',
            html: '<p>Full-court games.</p>',
          }),
          update({}),
        ],
      }),
    });
    renderRoute(<UpdatesScreen />, { at: '/updates' });

    expect(screen.getByRole('heading', { level: 1, name: 'Development Updates' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Five on five',
      'The first court',
    ]);
    const first = articles[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'The first court' })).toHaveAttribute(
      'href',
      '/updates/first-court',
    );
    expect(within(first).getByText('February 1, 2026')).toHaveAttribute('datetime', '2026-02-01T10:00:00.000Z');
    expect(within(first).getByText('first', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Supporters only')).not.toBeInTheDocument();
  });

  it("marks a supporters-only update 'Supporters only' when it is shown", async () => {
    mockApi({
      'GET /updates': () => ({
        updates: [update({ slug: 'locker-room', title: 'Locker room talk', supportersOnly: true })],
      }),
    });
    renderRoute(<UpdatesScreen />, { at: '/updates', auth: signedInAs() });

    const article = await screen.findByRole('article');
    expect(within(article).getByText('Supporters only')).toBeInTheDocument();
  });

  it('says so when there are no updates yet', async () => {
    mockApi({ 'GET /updates': () => ({ updates: [] }) });
    renderRoute(<UpdatesScreen />, { at: '/updates' });

    expect(await screen.findByText(UPDATE_MESSAGES.noUpdates)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows that it is loading while the API has not answered', async () => {
    mockApi({ 'GET /updates': noAnswer });
    renderRoute(<UpdatesScreen />, { at: '/updates' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading updates...');
  });

  it('offers Retry when the updates did not load, and shows them once they do', async () => {
    let calls = 0;
    mockApi({
      'GET /updates': () => {
        calls += 1;
        return calls === 1 ? apiFailure(500, 'Internal server error') : { updates: [update({})] };
      },
    });
    renderRoute(<UpdatesScreen />, { at: '/updates' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The updates could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.getByRole('article')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
