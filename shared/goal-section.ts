/**
 * The community goals' figures as HTML: what the landing page and the gym wall show between two
 * markers. One function writes it for the build's prerender (no figures yet), for the goal publisher
 * (lambdas/src/goals/publish-goal-pages.ts), which replaces what is between the markers in the built
 * pages with the current figures, and for the app, which renders the same string, so the page it
 * hydrates is the one it would have rendered. The figures ride along in `data-goal-figures`, where the
 * app reads them before it hydrates.
 */
import { formatCount } from './counts';
import { formatGoalDollars, type GoalFigures, progressPercent } from './goals';
import * as m from './i18n/paraglide/messages/_index.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import type { Locale } from './locales';
import { escapeHtml } from './page-head';

export const GOAL_SECTION_START = '<!--goals-->';
export const GOAL_SECTION_END = '<!--/goals-->';

/** The attribute holding the figures as JSON (empty before any are published). */
export const GOAL_FIGURES_ATTRIBUTE = 'data-goal-figures';

const BOX = 'flex min-h-80 flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface p-6 md:min-h-72';

// Every message is read in the section's language ({ locale }), never the one of the moment: the goal
// publisher writes every language's pages from one process.

/** A message with a placeholder standing for markup: the text around it, escaped, split where it goes. */
function around(text: string, mark: string): [string, string] {
  const [before = '', after = ''] = text.split(mark);
  return [escapeHtml(before), escapeHtml(after)];
}

const MARK = '\u0000';

function raisedLine(figures: GoalFigures | null, locale: Locale): string {
  const raised = figures ? escapeHtml(formatGoalDollars(figures.raisedCents, locale)) : '&nbsp;';
  const supporters = figures
    ? escapeHtml(
        m.goals_supporters(
          { count: figures.supporters, formatted: formatCount(figures.supporters, locale) },
          { locale },
        ),
      )
    : '&nbsp;';
  const [before, after] = around(m.goals_raised({ amount: MARK }, { locale }), MARK);
  return (
    '<div class="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">' +
    `<p class="text-text-muted">${before}<span data-testid="goal-raised" class="tabular font-display text-5xl text-primary">${raised}</span>${after}</p>` +
    `<p data-testid="goal-supporters" class="tabular font-display text-3xl text-text">${supporters}</p>` +
    '</div>'
  );
}

function bar(figures: GoalFigures, locale: Locale): string {
  const percent = progressPercent(figures);
  const text = figures.next
    ? m.goals_progress(
        {
          raised: formatGoalDollars(figures.raisedCents, locale),
          goal: formatGoalDollars(figures.next.amountCents, locale),
        },
        { locale },
      )
    : m.goals_all_reached({}, { locale });
  return (
    `<div role="progressbar" aria-label="${escapeHtml(m.goals_next_goal({}, { locale }))}" aria-valuemin="0" aria-valuemax="100" ` +
    `aria-valuenow="${percent}" aria-valuetext="${escapeHtml(text)}" class="h-3 overflow-hidden rounded-full bg-surface-raised">` +
    `<div class="h-full rounded-full bg-primary" style="width:${percent}%"></div></div>`
  );
}

function nextLine(figures: GoalFigures, locale: Locale): string {
  const { next } = figures;
  if (!next) return `<p class="text-text">${escapeHtml(m.goals_all_reached({}, { locale }))}</p>`;
  const toGo = m.goals_to_go({ amount: formatGoalDollars(next.remainingCents, locale) }, { locale });
  return (
    `<p class="text-text">${escapeHtml(m.goals_next_goal({}, { locale }))}: ` +
    `<strong class="tabular">${escapeHtml(formatGoalDollars(next.amountCents, locale))}</strong>, ${escapeHtml(next.unlocks)}. ` +
    `<span class="text-text-muted">${escapeHtml(toGo)}</span></p>`
  );
}

function goalList(figures: GoalFigures, locale: Locale): string {
  const items = figures.goals.map(
    (goal) =>
      '<li class="flex items-baseline gap-3">' +
      `<span class="tabular w-28 shrink-0 font-semibold ${goal.reached ? 'text-accent' : 'text-text'}">${escapeHtml(formatGoalDollars(goal.amountCents, locale))}</span>` +
      `<span class="min-w-0 break-words ${goal.reached ? 'text-text' : 'text-text-muted'}">${escapeHtml(goal.unlocks)}</span>` +
      (goal.reached
        ? `<span class="ml-auto shrink-0 rounded-full border border-accent px-2 text-xs text-accent">${escapeHtml(m.goals_reached({}, { locale }))}</span>`
        : '') +
      '</li>',
  );
  return `<ul class="flex flex-col gap-2">${items.join('')}</ul>`;
}

function body(figures: GoalFigures | null, locale: Locale): string {
  if (!figures) return `<p class="sr-only" role="status">${escapeHtml(m.goals_loading({}, { locale }))}</p>`;
  // Before the admin sets a goal, only the figures: no bar toward nothing.
  if (figures.goals.length === 0)
    return `<p class="text-text-muted">${escapeHtml(m.goals_no_goals({}, { locale }))}</p>`;
  return bar(figures, locale) + nextLine(figures, locale) + goalList(figures, locale);
}

/**
 * The section's figures in a page's language (the current one unless named), markers included: null is the build's, before any
 * figures are published.
 */
export function goalSectionHtml(figures: GoalFigures | null, locale: Locale = getLocale()): string {
  const data = figures ? escapeHtml(JSON.stringify(figures)) : '';
  return (
    `${GOAL_SECTION_START}<div class="${BOX}" ${GOAL_FIGURES_ATTRIBUTE}="${data}">` +
    raisedLine(figures, locale) +
    body(figures, locale) +
    `<p class="mt-auto text-xs text-text-muted">${escapeHtml(m.goals_footnote({}, { locale }))}</p>` +
    `</div>${GOAL_SECTION_END}`
  );
}

/**
 * The page (in `locale`) with every goal section's figures replaced by these; the page as it is when it
 * has no section (a page the build made without one).
 */
export function withGoalFigures(page: string, figures: GoalFigures, locale: Locale = getLocale()): string {
  const section = goalSectionHtml(figures, locale);
  let result = '';
  let from = 0;
  for (;;) {
    const start = page.indexOf(GOAL_SECTION_START, from);
    const end = start < 0 ? -1 : page.indexOf(GOAL_SECTION_END, start);
    if (end < 0) return result + page.slice(from);
    result += page.slice(from, start) + section;
    from = end + GOAL_SECTION_END.length;
  }
}

/** The figures a page's goal section holds, or null when it holds none (or is not one). */
export function goalFiguresIn(attributeValue: string | null | undefined): GoalFigures | null {
  if (!attributeValue) return null;
  try {
    const parsed = JSON.parse(attributeValue) as GoalFigures;
    return typeof parsed.raisedCents === 'number' && Array.isArray(parsed.goals) ? parsed : null;
  } catch {
    return null;
  }
}
