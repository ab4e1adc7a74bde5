import { goalSectionHtml } from '@shared/goal-section';
import type { GoalFigures as Figures } from '@shared/goals';
import { useEffect, useState } from 'react';
import { getGoals } from '../api/get-goals';
import { publishedGoalFigures } from '../lib/published-figures';

/**
 * The community goals' figures: raised, supporters, the bar to the next goal and every goal. The markup
 * is the one the goal publisher writes into the prerendered page (shared/goal-section.ts), so the app
 * hydrates the page as served, starting from the figures published in it; it then asks GET /goals once
 * and shows what has changed since in the same box. When the API does not answer, the published
 * figures stay.
 */
export function GoalFigures() {
  const [figures, setFigures] = useState<Figures | null>(publishedGoalFigures);
  useEffect(() => {
    let mounted = true;
    getGoals()
      .then((fresh) => {
        if (mounted) setFigures(fresh);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  // One string for the prerender, the publisher and the app; what a goal unlocks is escaped in it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is shared/goal-section.ts's, every value in it escaped
  return <div data-testid="goal-figures" dangerouslySetInnerHTML={{ __html: goalSectionHtml(figures) }} />;
}
