import { GOAL_FIGURES_ATTRIBUTE, goalFiguresIn } from '@shared/goal-section';
import type { GoalFigures } from '@shared/goals';

/**
 * The figures the page was published with (shared/goal-section.ts writes them into the goal section),
 * read before the app hydrates it, so its first render is the page as served. Null on a page without
 * them: the build's, before any were published, or a page the app rendered itself.
 */
export function publishedGoalFigures(): GoalFigures | null {
  if (typeof document === 'undefined') return null;
  return goalFiguresIn(document.querySelector(`[${GOAL_FIGURES_ATTRIBUTE}]`)?.getAttribute(GOAL_FIGURES_ATTRIBUTE));
}
