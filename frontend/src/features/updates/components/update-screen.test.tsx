import type { PublishedUpdate } from '@shared/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { screen } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { UpdateScreen } from './update-screen';

const firstCourt: PublishedUpdate = {
  slug: 'first-court',
  title: 'The first court',
  publishedAt: '2026-02-01T10:00:00.000Z',
  description: 'We drew the first court.',
  html: '<p>We drew the <a href="https://d1gang.com/wall">first court</a>.</p>',
  supportersOnly: false,
};

function renderUpdate(slug: string, auth = undefined as ReturnType<typeof signedInAs> | undefined) {
  return renderRoute(<UpdateScreen notFound={<p>Oops! Page not found</p>} />, {
    at: `/updates/${slug}`,
    path: '/updates/:slug',
    ...(auth ? { auth } : {}),
  });
}

describe('/updates/:slug', () => {
  it('shows the update: its title, date and body, with a way back to every update', async () => {
    const api = mockApi({ 'GET /updates/{slug}': () => ({ update: firstCourt }) });
    renderUpdate('first-court');

    expect(await screen.findByRole('heading', { level: 1, name: 'The first court' })).toBeInTheDocument();
    expect(screen.getByText('February 1, 2026')).toHaveAttribute('datetime', '2026-02-01T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'first court' })).toHaveAttribute('href', 'https://d1gang.com/wall');
    expect(screen.getByRole('link', { name: 'All updates' })).toHaveAttribute('href', '/updates');
    expect(api.calls.map((call) => call.params)).toEqual([{ slug: 'first-court' }]);
  });

  it('shows the not-found screen for an update that does not exist', async () => {
    mockApi({ 'GET /updates/{slug}': () => apiFailure(404, UPDATE_MESSAGES.notPublished) });
    renderUpdate('no-such-update');

    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('asks a reader who is not a supporter to sign in, for a supporters-only update', async () => {
    mockApi({ 'GET /updates/{slug}': () => apiFailure(403, UPDATE_MESSAGES.supportersOnly) });
    renderUpdate('locker-room', signedInAs());

    expect(await screen.findByText(UPDATE_MESSAGES.supportersOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fupdates%2Flocker-room',
    );
  });

  it('offers Retry when the update did not load', async () => {
    mockApi({ 'GET /updates/{slug}': () => apiFailure(500, 'Internal server error') });
    renderUpdate('first-court');

    expect(await screen.findByRole('alert')).toHaveTextContent('The update could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
