import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { ProfileScreen } from './profile-screen';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const routes = [
  { path: '/auth', element: <Where /> },
  { path: '/', element: <Where /> },
];

const auth = () => fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });

function stubMe(createdAt: string | null) {
  mockApi({
    'GET /me': () => ({
      profile: createdAt ? { userId: 'sub-123', email: 'fan@example.com', createdAt } : null,
      tierId: null,
      submission: null,
      purchaseCount: 0,
      standingSumCents: 0,
    }),
  });
}

const value = (term: string) => screen.getByText(term).nextElementSibling;

describe('/profile', () => {
  it('shows email, Member Since as a long US date and the user id, with a back link', async () => {
    stubMe('2026-11-21T15:00:00.000Z');
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(value('Email')).toHaveTextContent('fan@example.com');
    expect(value('Member Since')).toHaveTextContent('November 21, 2026');
    expect(value('User ID')).toHaveTextContent('sub-123');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeInTheDocument();
  });

  it("says 'N/A' when the join date is missing", async () => {
    stubMe(null);
    renderRoute(<ProfileScreen />, { at: '/profile', auth: auth() });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(value('Member Since')).toHaveTextContent('N/A');
  });

  it('sends a reset code and opens the reset step on /auth', async () => {
    stubMe('2026-11-21T15:00:00.000Z');
    const session = auth();
    renderRoute(<ProfileScreen />, { at: '/profile', auth: session, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(session.resetPassword).toHaveBeenCalledWith('fan@example.com');
    expect(await screen.findByText('Password reset email sent! Check your inbox.')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?mode=reset&email=fan%40example.com');
  });

  it('holds Change Password while the code is being sent', async () => {
    stubMe('2026-11-21T15:00:00.000Z');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const session = fakeAuth({
      status: 'signedIn',
      user: { userId: 'sub-123', email: 'fan@example.com' },
      resetPassword: vi.fn(() => gate),
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: session, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?mode=reset&email=fan%40example.com');
  });

  it("says 'Failed to send password reset email' when it cannot", async () => {
    stubMe('2026-11-21T15:00:00.000Z');
    const session = fakeAuth({
      status: 'signedIn',
      user: { userId: 'sub-123', email: 'fan@example.com' },
      resetPassword: vi.fn().mockRejectedValue(new Error('LimitExceededException')),
    });
    renderRoute(<ProfileScreen />, { at: '/profile', auth: session, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to send password reset email')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled());
  });

  it('signs out to the home page', async () => {
    stubMe(null);
    const session = auth();
    renderRoute(<ProfileScreen />, { at: '/profile', auth: session, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });
});
