import type { GoalsResponse } from '@shared/api/types/goals';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { goalSectionHtml } from '@shared/goal-section';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfigForTests } from '@/lib/config';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, TEST_CONFIG } from '@/test/render';
import { GoalFigures } from './goal-figures';

const PUBLISHED: GoalsResponse = {
  raisedCents: 2_003_000,
  supporters: 412,
  goals: [
    { amountCents: 1_000_000, unlocks: 'A jersey colour vote', reached: true },
    { amountCents: 5_000_000, unlocks: '5v5 mode at launch', reached: false },
  ],
  next: { amountCents: 5_000_000, unlocks: '5v5 mode at launch', remainingCents: 2_997_000 },
};

const ZERO: GoalsResponse = {
  raisedCents: 0,
  supporters: 0,
  goals: [{ amountCents: 5_000_000, unlocks: '5v5 mode at launch', reached: false }],
  next: { amountCents: 5_000_000, unlocks: '5v5 mode at launch', remainingCents: 5_000_000 },
};

const raised = () => screen.getByTestId('goal-raised').textContent;

afterEach(() => {
  for (const element of document.querySelectorAll('[data-published-page]')) element.remove();
});

/** The app hydrating the served page, as it does once it starts (any recovery from a mismatch fails the test). */
async function hydrate(root: HTMLElement) {
  setConfigForTests({ ...TEST_CONFIG });
  await act(async () => {
    hydrateRoot(root, <GoalFigures />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
}

/** The page as the goal publisher served it: the section with its figures, before the app runs. */
function servedPage(figures: GoalsResponse | null): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-published-page', '');
  root.innerHTML = `<div data-testid="goal-figures">${goalSectionHtml(figures)}</div>`;
  document.body.append(root);
  return root;
}

describe('GoalFigures', () => {
  it('hydrates the published figures as served and asks the API nothing', async () => {
    const calls = mockApi({ 'GET /goals': () => ({ ...PUBLISHED, raisedCents: 2_006_000 }) });
    const root = servedPage(PUBLISHED);
    const served = root.innerHTML;

    await hydrate(root);
    await act(async () => undefined);

    expect(root.innerHTML).toBe(served);
    expect(within(root).getByTestId('goal-raised').textContent).toBe('$20,030');
    expect(calls.calls).toEqual([]);
  });

  it('shows the bar to the next goal and every goal, the reached ones marked', async () => {
    mockApi({ 'GET /goals': () => PUBLISHED });
    renderRoute(<GoalFigures />);

    await waitFor(() => expect(raised()).toBe('$20,030'));
    const bar = screen.getByRole('progressbar', { name: GOAL_MESSAGES.nextGoal });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '$20,030 of $50,000');
    expect(screen.getByText('$29,970 to go.')).toBeInTheDocument();
    const goals = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(goals).toEqual([`$10,000A jersey colour vote${GOAL_MESSAGES.reached}`, '$50,0005v5 mode at launch']);
  });

  it('before any purchase: $0 raised, 0 supporters and the first goal next', async () => {
    mockApi({ 'GET /goals': () => ZERO });
    renderRoute(<GoalFigures />);

    await waitFor(() => expect(raised()).toBe('$0'));
    expect(screen.getByText('0 supporters')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('$50,000 to go.')).toBeInTheDocument();
  });

  it('with no goals set: the figures without a bar', async () => {
    mockApi({ 'GET /goals': () => ({ raisedCents: 3_000, supporters: 1, goals: [], next: null }) });
    renderRoute(<GoalFigures />);

    await waitFor(() => expect(raised()).toBe('$30'));
    expect(screen.getByText(GOAL_MESSAGES.noGoals)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the box as the build wrote it when the API does not answer, on a page without published figures', async () => {
    const calls = mockApi({ 'GET /goals': () => apiFailure(503, 'Service unavailable') });
    const root = servedPage(null);
    const served = root.innerHTML;

    await hydrate(root);

    await waitFor(() => expect(calls.calls).toHaveLength(1));
    await act(async () => undefined);
    expect(root.innerHTML).toBe(served);
  });

  it('renders the box with no figures before any were published, as the build writes it', () => {
    mockApi({ 'GET /goals': noAnswer });
    renderRoute(<GoalFigures />);

    expect(screen.getByTestId('goal-figures').innerHTML).toBe(goalSectionHtml(null));
  });
});
