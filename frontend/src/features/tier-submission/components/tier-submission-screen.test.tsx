import type { MeResponse, TierSubmission } from '@shared/api/types/account';
import { MESSAGES } from '@shared/schemas/messages';
import { getTier, type TierId } from '@shared/tiers';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { apiFailure, mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { TierSubmissionScreen } from './tier-submission-screen';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const routes = [{ path: '/dashboard', element: <Where /> }];

const me = (tierId: TierId | null, submission: TierSubmission | null = null): MeResponse => ({
  profile: null,
  tierId,
  submission,
  purchaseCount: tierId ? 1 : 0,
  standingSumCents: tierId ? getTier(tierId).priceCents : 0,
});

const submitted = (nickname: string, jerseyBackName: string | null = null): TierSubmission => ({
  tierId: 'mvp',
  tierName: 'MVP',
  nickname,
  jerseyBackName,
  submittedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
});

/** Submit Information, then the confirmation dialog's Yes, submit. */
async function submitAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Submit Information' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
}

const starterSetup: TierSubmission = {
  tierId: 'starter',
  tierName: 'Starter',
  nickname: 'Glass Cleaner',
  jerseyBackName: null,
  submittedAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

function render(body: MeResponse, put: TierSubmission | Response = submitted('Hooper')) {
  const api = mockApi({ 'GET /me': () => body, 'PUT /me/tier-submission': () => put });
  renderRoute(<TierSubmissionScreen />, { at: '/tier-submission', auth: signedInAs(), routes });
  return api;
}

describe('/tier-submission', () => {
  it("sends a user without a tier to the dashboard with 'Please purchase a tier first'", async () => {
    render(me(null));
    expect(await screen.findByText('Please purchase a tier first')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("says 'Failed to load tier information' when the tier cannot be read", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /me': () => apiFailure(500, 'Internal Server Error') });
    renderRoute(<TierSubmissionScreen />, { at: '/tier-submission', auth: signedInAs() });
    expect(await screen.findByText('Failed to load tier information')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nickname')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('shows the tier, its price, benefit count and notice, and asks only for a nickname below MVP', async () => {
    render(me('starter'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByText('$30.00')).toBeInTheDocument();
    expect(screen.getByText('4 benefits')).toBeInTheDocument();
    expect(screen.getByText(/once submitted, your details are locked/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toBeInTheDocument();
    expect(screen.queryByLabelText('Jersey back name')).not.toBeInTheDocument();
  });

  it('asks MVP for a jersey back name capped at 20 characters', async () => {
    render(me('mvp'));
    const jersey = await screen.findByLabelText('Jersey back name');
    expect(jersey).toHaveAttribute('maxLength', '20');
    expect(screen.getByText('10 benefits')).toBeInTheDocument();
  });

  it.each([
    ['', 'JORDAN', 'Nickname is required'],
    ['x'.repeat(51), 'JORDAN', 'Nickname must be less than 50 characters'],
    ['Hooper', '   ', 'Jersey name is required'],
  ])('validates nickname %j and jersey %j: "%s"', async (nickname, jersey, message) => {
    const api = render(me('mvp'));
    if (nickname) await userEvent.type(await screen.findByLabelText('Nickname'), nickname);
    await userEvent.type(await screen.findByLabelText('Jersey back name'), jersey);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Information' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('PUT /me/tier-submission')).toEqual([]);
  });

  it('submits trimmed values, disables the button while saving, then goes to the dashboard', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /me': () => me('mvp'),
      'PUT /me/tier-submission': async () => {
        await gate;
        return submitted('Hooper', 'JORDAN');
      },
    });
    renderRoute(<TierSubmissionScreen />, { at: '/tier-submission', auth: signedInAs(), routes });
    await userEvent.type(await screen.findByLabelText('Nickname'), '  Hooper ');
    await userEvent.type(screen.getByLabelText('Jersey back name'), 'JORDAN');
    await submitAndConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled());
    release();
    expect(await screen.findByText('Information submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(api.callsTo('PUT /me/tier-submission')[0]?.body).toEqual({
      nickname: 'Hooper',
      jerseyBackName: 'JORDAN',
      showOnWall: false,
    });
  });

  it('offers the gym wall unticked, says what is shown and how to take it down, and sends the choice', async () => {
    const api = render(me('starter'));
    const box = await screen.findByRole('checkbox', { name: WALL_MESSAGES.showOnWallLabel });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(`${WALL_MESSAGES.whatIsShown} ${WALL_MESSAGES.howToTakeDown}`);

    await userEvent.type(screen.getByLabelText('Nickname'), 'Hooper');
    await userEvent.click(box);
    expect(box).toBeChecked();
    await submitAndConfirm();

    await waitFor(() => expect(api.callsTo('PUT /me/tier-submission')).toHaveLength(1));
    expect(api.callsTo('PUT /me/tier-submission')[0]?.body).toEqual({ nickname: 'Hooper', showOnWall: true });
  });

  it.each(['Sh1thead', 'f u c k', 'c*nt'])(
    "refuses the profane nickname %j on the form with 'Please choose a different nickname'",
    async (nickname) => {
      const api = render(me('starter'));
      await userEvent.type(await screen.findByLabelText('Nickname'), nickname);
      await userEvent.click(screen.getByRole('button', { name: 'Submit Information' }));
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.nicknameRefused);
      expect(MESSAGES.nicknameRefused).toBe('Please choose a different nickname');
      expect(api.callsTo('PUT /me/tier-submission')).toEqual([]);
    },
  );

  it("says 'Failed to submit information. Please try again.' when saving fails", async () => {
    render(me('rookie'), apiFailure(500, 'Internal Server Error'));
    await userEvent.type(await screen.findByLabelText('Nickname'), 'Hooper');
    await submitAndConfirm();
    expect(await screen.findByText('Failed to submit information. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's message when the submission is already locked (409)", async () => {
    render(me('rookie'), apiFailure(409, 'Your tier information is locked. Open a support ticket to change it.'));
    await userEvent.type(await screen.findByLabelText('Nickname'), 'Hooper');
    await submitAndConfirm();
    expect(
      await screen.findByText('Your tier information is locked. Open a support ticket to change it.'),
    ).toBeInTheDocument();
  });

  it('asks for confirmation before the setup is locked in, and sends nothing on Cancel', async () => {
    const api = render(me('mvp'));
    await userEvent.type(await screen.findByLabelText('Nickname'), 'Hooper');
    await userEvent.type(screen.getByLabelText('Jersey back name'), ' JORDAN ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Information' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Submit your tier setup?' }));
    expect(
      dialog.getByText('Your entries are final: once submitted they are locked, and changes need a support ticket.'),
    ).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nickname: Hooper',
      'Jersey back name: JORDAN',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /me/tier-submission')).toEqual([]);
    expect(screen.getByLabelText('Nickname')).toHaveValue('Hooper');
  });

  describe('after an upgrade (Starter set up, MVP owned)', () => {
    it('keeps the Starter nickname read-only and asks only the jersey back name', async () => {
      const api = render({ ...me('mvp'), earlierSubmission: starterSetup }, submitted('Glass Cleaner', 'GENERAL'));

      const nickname = await screen.findByLabelText('Nickname');
      expect(nickname).toHaveValue('Glass Cleaner');
      expect(nickname).toHaveAttribute('readonly');
      expect(nickname).toHaveAccessibleDescription('Kept from your Starter setup: changes need a support ticket.');
      expect(screen.getByLabelText('Jersey back name')).not.toHaveAttribute('readonly');
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

      await userEvent.type(screen.getByLabelText('Jersey back name'), 'GENERAL');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Information' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Submit your tier setup?' }));
      expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jersey back name: GENERAL']);
      await userEvent.click(dialog.getByRole('button', { name: 'Yes, submit' }));

      expect(await screen.findByText('Information submitted successfully!')).toBeInTheDocument();
      expect(api.callsTo('PUT /me/tier-submission').map((call) => call.body)).toEqual([{ jerseyBackName: 'GENERAL' }]);
    });

    it('shows the kept setup with nothing to submit when the new tier adds nothing (Baller)', async () => {
      const api = render({ ...me('baller'), earlierSubmission: starterSetup });

      const nickname = await screen.findByLabelText('Nickname');
      expect(nickname).toHaveValue('Glass Cleaner');
      expect(nickname).toHaveAttribute('readonly');
      expect(
        screen.getByText(
          'Your Baller tier keeps the setup you submitted for Starter: there is nothing more to fill in.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(/Changes need a support ticket/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit Information' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Jersey back name')).not.toBeInTheDocument();
      expect(api.callsTo('PUT /me/tier-submission')).toEqual([]);
    });
  });

  it('is read-only once submitted and points to a support ticket', async () => {
    render(
      me('mvp', {
        tierId: 'mvp',
        tierName: 'MVP',
        nickname: 'Hooper',
        jerseyBackName: 'JORDAN',
        submittedAt: '2026-11-21T12:00:00.000Z',
        updatedAt: '2026-11-21T12:00:00.000Z',
      }),
    );
    const nickname = await screen.findByLabelText('Nickname');
    expect(nickname).toHaveValue('Hooper');
    expect(nickname).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Jersey back name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Jersey back name')).toHaveValue('JORDAN');
    expect(screen.queryByRole('button', { name: 'Submit Information' })).not.toBeInTheDocument();
    expect(screen.getByText(/Changes need a support ticket/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(WALL_MESSAGES.changeOnProfile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });
});
