import { formatGoalDollars, type Goal, goalFiguresOf, isGoalAmount, progressPercent } from './goals';

const goal = (id: string, amountCents: number, position: number): Goal => ({
  id,
  amountCents,
  unlocks: `Unlock ${id}`,
  position,
});

describe('goalFiguresOf', () => {
  it('before any purchase: nothing reached, the smallest goal next with all of it to go', () => {
    const figures = goalFiguresOf([goal('b', 10_000_000, 0), goal('a', 5_000_000, 1)], 0, 0);

    expect(figures).toEqual({
      raisedCents: 0,
      supporters: 0,
      goals: [
        { amountCents: 10_000_000, unlocks: 'Unlock b', reached: false },
        { amountCents: 5_000_000, unlocks: 'Unlock a', reached: false },
      ],
      next: { amountCents: 5_000_000, unlocks: 'Unlock a', remainingCents: 5_000_000 },
    });
    expect(progressPercent(figures)).toBe(0);
  });

  it('a goal is reached at its amount exactly, and the next is the smallest above the total', () => {
    const figures = goalFiguresOf([goal('a', 5_000_000, 0), goal('b', 10_000_000, 1)], 5_000_000, 3);

    expect(figures.goals.map((shown) => shown.reached)).toEqual([true, false]);
    expect(figures.next).toEqual({ amountCents: 10_000_000, unlocks: 'Unlock b', remainingCents: 5_000_000 });
    expect(progressPercent(figures)).toBe(50);
  });

  it('every goal reached: no next, a full bar', () => {
    const figures = goalFiguresOf([goal('a', 100, 0)], 250, 1);

    expect(figures.next).toBeNull();
    expect(progressPercent(figures)).toBe(100);
  });

  it('no goals: the figures alone', () => {
    expect(goalFiguresOf([], 3_000, 1)).toEqual({ raisedCents: 3_000, supporters: 1, goals: [], next: null });
  });
});

describe('amounts', () => {
  it.each([
    [100, true],
    [1_000_000_000, true],
    [0, false],
    [150, false],
    [1_000_000_100, false],
    [-100, false],
    [100.5, false],
  ])('%d cents may be a goal: %s', (cents, allowed) => {
    expect(isGoalAmount(cents)).toBe(allowed);
  });

  it('shows whole dollars, rounded down', () => {
    expect(formatGoalDollars(0)).toBe('$0');
    expect(formatGoalDollars(5_000_099)).toBe('$50,000');
  });
});
