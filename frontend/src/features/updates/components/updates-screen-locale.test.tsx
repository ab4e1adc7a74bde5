import type { PublishedUpdate } from '@shared/updates';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/lib/locale';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute } from '@/test/render';
import { UpdateScreen } from './update-screen';
import { UpdatesScreen } from './updates-screen';

const update: PublishedUpdate = {
  slug: 'first-court',
  title: 'The first court',
  publishedAt: '2026-02-01T10:00:00.000Z',
  description: 'We drew the first court.',
  html: '<p>We drew the first court.</p>',
  supportersOnly: true,
};

afterEach(() => setPageLocale('/'));

describe('/updates in Spanish', () => {
  it("shows the screen's own words and the date in Spanish, the update as the team wrote it", async () => {
    setPageLocale('/es/updates');
    mockApi({ 'GET /updates': () => ({ updates: [update] }) });
    renderRoute(<UpdatesScreen />, { at: '/updates' });

    expect(screen.getByRole('heading', { level: 1, name: 'Novedades del desarrollo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'The first court' })).toBeInTheDocument();
    expect(screen.getByText('Solo para seguidores')).toBeInTheDocument();
    expect(screen.getByText('1 de febrero de 2026')).toBeInTheDocument();
    for (const english of ['Development Updates', 'Supporters only', 'February 1, 2026'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says there are no updates yet in Spanish', async () => {
    setPageLocale('/es/updates');
    mockApi({ 'GET /updates': () => ({ updates: [] }) });
    renderRoute(<UpdatesScreen />, { at: '/updates' });

    expect(await screen.findByText('Aún no hay novedades. Vuelve pronto.')).toBeInTheDocument();
    expect(screen.queryByText('No updates yet. Check back soon.')).not.toBeInTheDocument();
  });
});

describe('/updates/:slug in Brazilian Portuguese', () => {
  it('asks a signed-out reader of a supporters-only update to sign in, in Portuguese', async () => {
    setPageLocale('/pt-br/updates/first-court');
    mockApi({ 'GET /updates/{slug}': () => apiFailure(403, 'This update is for D1 Gang supporters.') });
    renderRoute(<UpdateScreen notFound={<p>Not found</p>} />, { at: '/updates/first-court', path: '/updates/:slug' });

    expect(
      await screen.findByText(
        'Esta atualização é para apoiadores do D1 Gang. Entre com a conta que você usou na compra para ler.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas as atualizações' })).toBeInTheDocument();
    for (const english of ['All updates', 'Sign in']) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
