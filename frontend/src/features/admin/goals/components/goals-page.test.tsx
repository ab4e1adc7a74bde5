import type { AdminGoal } from '@shared/api/types/goals';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure, noAnswer } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { onPhone, renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const FIVES: AdminGoal = { id: 'g1', amountCents: 5_000_000, unlocks: '5v5 mode at launch', position: 0, version: 1 };
const ARENA: AdminGoal = { id: 'g2', amountCents: 10_000_000, unlocks: 'A second arena', position: 1, version: 3 };

function renderGoals(goals: AdminGoal[] = [FIVES, ARENA], answers: ApiAnswers = {}) {
  return renderAdmin('/admin/goals', { 'GET /admin/goals': () => ({ goals }), ...answers });
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Goals in order' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('admin goals', () => {
  it('is in the sidebar and lists the goals in their order, in dollars', async () => {
    renderGoals();

    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
    expect(await rows()).toEqual([
      expect.stringContaining('$50,0005v5 mode at launch'),
      expect.stringContaining('$100,000A second arena'),
    ]);
    expect(screen.getByRole('button', { name: 'Move the $50,000 goal up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move the $100,000 goal down' })).toBeDisabled();
  });

  it('says so when there are no goals, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    renderGoals([], {
      'GET /admin/goals': () => (fail ? apiFailure(500, 'Internal server error') : { goals: [] }),
    });

    expect(await screen.findByText(GOAL_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(new RegExp(GOAL_MESSAGES.empty))).toBeInTheDocument();
  });

  it('adds a goal from whole dollars, the button held while it saves, and lists it', async () => {
    let answer: (goals: { goals: AdminGoal[] }) => void = () => {};
    const { api } = renderGoals([FIVES], {
      'POST /admin/goals': () => new Promise((resolve) => (answer = resolve)),
    });
    const form = within(await screen.findByRole('region', { name: 'New goal' }));

    await userEvent.type(form.getByLabelText('Amount (USD)'), '100,000');
    await userEvent.type(form.getByLabelText('Unlocks'), 'A second arena');
    await userEvent.click(form.getByRole('button', { name: 'Add goal' }));

    expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(api.callsTo('POST /admin/goals')[0]?.body).toEqual({ amountCents: 10_000_000, unlocks: 'A second arena' });
    answer({ goals: [FIVES, { ...ARENA, version: 1 }] });
    expect(await screen.findByText(GOAL_MESSAGES.created)).toBeInTheDocument();
    expect(await rows()).toHaveLength(2);
    expect(form.getByLabelText('Amount (USD)')).toHaveValue('');
  });

  it('shows the schema’s message for an amount that is not whole dollars, and sends nothing', async () => {
    const { api } = renderGoals([]);
    const form = within(await screen.findByRole('region', { name: 'New goal' }));

    await userEvent.type(form.getByLabelText('Amount (USD)'), '49.99');
    await userEvent.type(form.getByLabelText('Unlocks'), 'Something');
    await userEvent.click(form.getByRole('button', { name: 'Add goal' }));

    expect(await form.findByText(GOAL_MESSAGES.amountInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/goals')).toEqual([]);
  });

  it('edits a goal in place with the version it loaded, and shows the API’s 409 when another admin came first', async () => {
    const { api } = renderGoals([FIVES, ARENA], {
      'PUT /admin/goals/{goalId}': () => apiFailure(409, GOAL_MESSAGES.changedElsewhere),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit the $100,000 goal' }));
    const form = within(screen.getByRole('form', { name: 'Edit the $100,000 goal' }));
    await userEvent.clear(form.getByLabelText('Unlocks'));
    await userEvent.type(form.getByLabelText('Unlocks'), 'Two arenas');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByRole('alert')).toHaveTextContent(GOAL_MESSAGES.changedElsewhere);
    expect(api.callsTo('PUT /admin/goals/{goalId}')[0]).toMatchObject({
      params: { goalId: 'g2' },
      body: { amountCents: 10_000_000, unlocks: 'Two arenas', version: 3 },
    });
  });

  it('moves a goal down with the keyboard: the whole order is sent, the buttons held meanwhile', async () => {
    const { api } = renderGoals([FIVES, ARENA], { 'PUT /admin/goal-order': noAnswer });

    const down = await screen.findByRole('button', { name: 'Move the $50,000 goal down' });
    down.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(api.callsTo('PUT /admin/goal-order')[0]?.body).toEqual({ goalIds: ['g2', 'g1'] }));
    expect(screen.getByRole('button', { name: 'Move the $100,000 goal up' })).toBeDisabled();
  });

  it('deletes a goal only after the confirmation', async () => {
    const { api } = renderGoals([FIVES, ARENA], { 'DELETE /admin/goals/{goalId}': () => ({ goals: [ARENA] }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete the $50,000 goal' }));
    const dialog = within(await screen.findByRole('dialog', { name: GOAL_MESSAGES.deleteTitle }));
    expect(api.callsTo('DELETE /admin/goals/{goalId}')).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete goal' }));

    expect(await screen.findByText(GOAL_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/goals/{goalId}')[0]?.params).toEqual({ goalId: 'g1' });
    expect(await rows()).toEqual([expect.stringContaining('A second arena')]);
  });

  it('lays out on a phone, every action still reachable', async () => {
    onPhone();
    renderGoals();

    expect(await screen.findByRole('button', { name: 'Delete the $100,000 goal' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'New goal' })).toBeInTheDocument();
  });
});
