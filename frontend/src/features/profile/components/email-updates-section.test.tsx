import type { MeResponse } from '@shared/api/types/account';
import type { EmailPreferences } from '@shared/email-preferences';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ProfileScreen } from './profile-screen';

const auth = () => fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });

const me = (emailPreferences: EmailPreferences): MeResponse => ({
  profile: { userId: 'sub-123', email: 'fan@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
  tierId: null,
  submission: null,
  purchaseCount: 0,
  standingSumCents: 0,
  emailPreferences,
});

describe('/profile email updates section', () => {
  it('is off by default and opts in from the profile', async () => {
    let stored: EmailPreferences = { updates: false, updatedAt: null, source: null };
    const api = mockApi({
      'GET /me': () => me(stored),
      'PUT /me/email-preferences': ({ body }) => {
        stored = { updates: body?.updates ?? false, updatedAt: '2026-11-24T10:00:00.000Z', source: 'profile' };
        return stored;
      },
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });

    const box = await screen.findByRole('checkbox', { name: 'Email me development updates' });
    expect(box).not.toBeChecked();

    await userEvent.click(box);

    await waitFor(() => expect(box).toBeChecked());
    expect(api.callsTo('PUT /me/email-preferences').map((call) => call.body)).toEqual([
      { updates: true, source: 'profile' },
    ]);
  });
});
