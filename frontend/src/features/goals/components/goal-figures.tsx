import { goalSectionHtml } from '@shared/goal-section';
import type { GoalFigures as Figures } from '@shared/goals';
import { useEffect, useState } from 'react';
import { pageLocale } from '@/lib/locale';
import { getGoals } from '../api/get-goals';
import { publishedGoalFigures } from '../lib/published-figures';

/**
 * The community goals' figures: raised, supporters, the bar to the next goal and every goal. The markup
 * is the one the goal publisher writes into the prerendered page (shared/goal-section.ts), so the app
 * hydrates the page as served, from the figures published in it (at most five minutes old), and asks
 * the API nothing: every call a visitor makes counts against the capacity model and the per-address
 * firewall rule (infra/config/capacity.ts). Only a page without published figures (one the app
 * rendered itself) asks GET /goals, once.
 */
export function GoalFigures() {
  const [figures, setFigures] = useState<Figures | null>(publishedGoalFigures);
  const published = figures !== null;
  useEffect(() => {
    if (published) return;
    let mounted = true;
    getGoals()
      .then((fresh) => {
        if (mounted) setFigures(fresh);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [published]);
  // One string for the prerender, the publisher and the app, in the page's language; what a goal unlocks is
  // escaped in it.
  const html = goalSectionHtml(figures, pageLocale());
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is shared/goal-section.ts's, every value in it escaped
  return <div data-testid="goal-figures" dangerouslySetInnerHTML={{ __html: html }} />;
}
