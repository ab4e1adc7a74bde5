import { screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { setConfigForTests } from '@/lib/config';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs, TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { loadPage } from './load-page';
import { saveLanguageChoice, useSaveLanguageChoice } from './save-language-choice';

vi.mock('./load-page', () => ({ loadPage: vi.fn() }));

beforeEach(() => {
  setConfigForTests({ ...TEST_CONFIG });
  vi.mocked(loadPage).mockClear();
});

describe('saveLanguageChoice', () => {
  it('keeps the language on the profile and waits for the answer', async () => {
    const api = mockApi({ 'PUT /me/language': ({ body }) => ({ locale: body?.locale ?? 'en' }) });

    await expect(saveLanguageChoice('pt-BR')).resolves.toBe('saved');

    expect(api.callsTo('PUT /me/language').map((call) => call.body)).toEqual([{ locale: 'pt-BR' }]);
  });

  it('gives up after its time limit when the API is slow, without throwing', async () => {
    mockApi({ 'PUT /me/language': noAnswer });
    const started = Date.now();

    await expect(saveLanguageChoice('de', 50)).resolves.toBe('timed-out');

    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers a refusal without throwing: the page changes language all the same', async () => {
    mockApi({ 'PUT /me/language': () => apiFailure(500, 'An error occurred') });

    await expect(saveLanguageChoice('fr')).resolves.toBe('failed');
  });
});

/** A language link as the menu draws it, recording whether the click was kept from navigating by itself. */
function LanguageLink({ held }: { held: boolean[] }) {
  const saveChoice = useSaveLanguageChoice();
  return (
    // The wrapper hears the click after the link and stops the test browser's own navigation.
    // biome-ignore lint/a11y/noStaticElementInteractions: the test's wrapper only observes the click.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the test's wrapper only observes the click.
    <div
      onClick={(event: MouseEvent) => {
        held.push(event.defaultPrevented);
        event.preventDefault();
      }}
    >
      <a href="/es/profile" onClick={(event) => saveChoice(event, 'es')}>
        Español
      </a>
    </div>
  );
}

describe('useSaveLanguageChoice', () => {
  it('a signed-in supporter’s pick is saved before the page loads in the language', async () => {
    const order: string[] = [];
    mockApi({
      'PUT /me/language': ({ body }) => {
        order.push('saved');
        return { locale: body?.locale ?? 'en' };
      },
    });
    vi.mocked(loadPage).mockImplementation(() => order.push('loaded'));
    const held: boolean[] = [];
    renderRoute(<LanguageLink held={held} />, { at: '/profile', auth: signedInAs() });

    await userEvent.click(screen.getByRole('link', { name: 'Español' }));

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/es/profile'));
    expect(order).toEqual(['saved', 'loaded']);
    expect(held).toEqual([true]);
  });

  it('moves to the language even when the save fails', async () => {
    mockApi({ 'PUT /me/language': () => apiFailure(503, 'An error occurred') });
    renderRoute(<LanguageLink held={[]} />, { at: '/profile', auth: signedInAs() });

    await userEvent.click(screen.getByRole('link', { name: 'Español' }));

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
  });

  it('a signed-out visitor’s pick is a plain link: nothing saved, nothing held', async () => {
    const api = mockApi({ 'PUT /me/language': () => ({ locale: 'es' }) });
    const held: boolean[] = [];
    renderRoute(<LanguageLink held={held} />, { at: '/', auth: fakeAuth() });

    await userEvent.click(screen.getByRole('link', { name: 'Español' }));

    expect(held).toEqual([false]);
    expect(api.callsTo('PUT /me/language')).toEqual([]);
    expect(loadPage).not.toHaveBeenCalled();
  });
});
