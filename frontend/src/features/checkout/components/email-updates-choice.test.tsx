import type { MeResponse } from '@shared/api/types/account';
import type { EmailPreferences } from '@shared/email-preferences';
import { screen, waitFor } from '@testing-library/react';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { PaymentSuccessScreen } from './payment-success-screen';

const me = (emailPreferences: EmailPreferences): MeResponse => ({
  profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
  tierId: 'mvp',
  submission: null,
  purchaseCount: 1,
  standingSumCents: 10000,
  emailPreferences,
});
const NEVER_CHOSEN: EmailPreferences = { updates: false, updatedAt: null, source: null };
const saved = (updates: boolean): EmailPreferences => ({
  updates,
  updatedAt: '2026-11-24T10:00:00.000Z',
  source: 'payment-success',
});

function renderPaid(answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'POST /checkout/verify': () => ({ success: true, outcome: 'granted', tierName: 'MVP', tierPrice: 10000 }),
    ...answers,
  });
  renderRoute(<PaymentSuccessScreen />, { at: '/payment-success?session_id=cs_test_1', auth: signedInAs() });
  return api;
}

const updatesBox = () => screen.findByRole('checkbox', { name: 'Email me development updates' });

describe('/payment-success development updates choice', () => {
  it('is off when never chosen, and a tick is saved with source payment-success, the box disabled while saving', async () => {
    let stored = NEVER_CHOSEN;
    let answerSave: () => void = () => {};
    const api = renderPaid({
      'GET /me': () => me(stored),
      'PUT /me/email-preferences': ({ body }) =>
        new Promise((resolve) => {
          answerSave = () => {
            stored = saved(body?.updates ?? false);
            resolve(stored);
          };
        }),
    });

    const box = await updatesBox();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    await userEvent.click(box);

    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toBeChecked();
    answerSave();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(api.callsTo('PUT /me/email-preferences').map((call) => call.body)).toEqual([
      { updates: true, source: 'payment-success' },
    ]);
  });

  it('shows the choice already made as ticked, and unticking saves it', async () => {
    let stored = saved(true);
    const api = renderPaid({
      'GET /me': () => me(stored),
      'PUT /me/email-preferences': ({ body }) => {
        stored = saved(body?.updates ?? false);
        return stored;
      },
    });

    const box = await updatesBox();
    await waitFor(() => expect(box).toBeChecked());

    await userEvent.click(box);

    await waitFor(() => expect(box).not.toBeChecked());
    expect(api.callsTo('PUT /me/email-preferences').map((call) => call.body)).toEqual([
      { updates: false, source: 'payment-success' },
    ]);
  });

  it('says when the choice could not be saved, and saves it on Try again', async () => {
    let stored = NEVER_CHOSEN;
    let saves = 0;
    const api = renderPaid({
      'GET /me': () => me(stored),
      'PUT /me/email-preferences': ({ body }) => {
        saves += 1;
        if (saves === 1) return apiFailure(500, 'Internal Server Error');
        stored = saved(body?.updates ?? false);
        return stored;
      },
    });

    const box = await updatesBox();
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save your email choice.');
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(box).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /me/email-preferences').map((call) => call.body)).toEqual([
      { updates: true, source: 'payment-success' },
      { updates: true, source: 'payment-success' },
    ]);
  });
});
