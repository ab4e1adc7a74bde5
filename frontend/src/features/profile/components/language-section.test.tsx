import type { MeResponse } from '@shared/api/types/account';
import type { Locale } from '@shared/locales';
import { screen, waitFor } from '@testing-library/react';
import { loadPage } from '@/lib/load-page';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ProfileScreen } from './profile-screen';

vi.mock('@/lib/load-page', () => ({ loadPage: vi.fn() }));
beforeEach(() => vi.mocked(loadPage).mockClear());

const me = (locale?: Locale): MeResponse => ({
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z', locale },
  tierId: null,
  submission: null,
  purchaseCount: 0,
  standingSumCents: 0,
});

const languageSelect = () => screen.findByRole('combobox', { name: 'Language' });
const saveButton = () => screen.getByRole('button', { name: 'Save language' });

describe('/profile language section', () => {
  it('shows the language the store writes in, and lists every language by its own name', async () => {
    mockApi({ 'GET /me': () => me('pt-BR') });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    const select = await languageSelect();

    expect(select).toHaveValue('pt-BR');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'Français',
      'Deutsch',
    ]);
    // Nothing to save until another language is picked.
    expect(saveButton()).toBeDisabled();
  });

  it('shows English for an account from before the language was kept', async () => {
    mockApi({ 'GET /me': () => me() });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    expect(await languageSelect()).toHaveValue('en');
  });

  it('saves the picked language, holding the controls while it saves, then moves the page to that language', async () => {
    let answer: (() => void) | undefined;
    const api = mockApi({
      'GET /me': () => me('en'),
      'PUT /me/language': ({ body }) =>
        new Promise((resolve) => {
          answer = () => resolve({ locale: body?.locale ?? 'en' });
        }),
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    await userEvent.setup().selectOptions(await languageSelect(), 'Deutsch');
    await userEvent.click(saveButton());

    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(await languageSelect()).toBeDisabled();
    expect(loadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/de/profile'));
    expect(api.callsTo('PUT /me/language').map((call) => call.body)).toEqual([{ locale: 'de' }]);
  });

  it('says so when the save fails, and saves on a retry', async () => {
    let fails = true;
    const api = mockApi({
      'GET /me': () => me('en'),
      'PUT /me/language': ({ body }) =>
        fails ? apiFailure(503, 'An error occurred') : { locale: body?.locale ?? 'en' },
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: signedInAs() });

    await userEvent.setup().selectOptions(await languageSelect(), 'Español');
    await userEvent.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your language was not saved. Please try again.');
    expect(loadPage).not.toHaveBeenCalled();

    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/es/profile'));
    expect(api.callsTo('PUT /me/language').map((call) => call.body)).toEqual([{ locale: 'es' }, { locale: 'es' }]);
  });
});
