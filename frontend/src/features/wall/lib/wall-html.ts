import type { WallResponse, WallTier } from '@shared/api/types/wall';
import { formatCount } from '@shared/counts';
import { LOCALE_PREFIXES } from '@shared/locales';
import { escapeHtml } from '@shared/page-head';
import { getTier } from '@shared/tiers';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { badgeVariants } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n';
import { pageLocale } from '@/lib/locale';

/*
 * The wall's names as HTML, for the page before its app runs (lib/filled-wall.ts writes it in): the
 * markup components/wall-names.tsx renders for the same answer, with no name lit up and no tier paged
 * on, so the app hydrates the page as it is (wall-html.test.tsx hydrates one over the other). The
 * classes the components spell out are here; Badge and Button give theirs through their variants.
 */

export const WALL_CLASSES = {
  tierSection: 'flex flex-col gap-4',
  tierHeader: 'flex flex-wrap items-baseline gap-3 border-b border-border pb-2',
  tierHeading: (highlight: boolean) =>
    cn('font-display text-4xl uppercase md:text-5xl', highlight ? 'text-primary' : 'text-text'),
  /** <Badge variant="secondary" size="md" className="tabular">. */
  tierCount: cn(badgeVariants({ variant: 'secondary', size: 'md' }), 'tabular'),
  nameList: 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4',
  plate: (own: boolean) =>
    cn(
      'flex min-w-0 flex-col rounded-lg border px-3 py-2',
      own ? 'border-accent bg-surface-raised ring-2 ring-accent' : 'border-border bg-surface',
    ),
  nickname: 'truncate font-display text-xl tracking-wide text-text uppercase',
  /** <Button variant="outline" className="self-start">. */
  showMore: cn(buttonVariants({ variant: 'outline' }), 'self-start'),
  tiers: 'flex flex-col gap-12',
  empty:
    'flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center',
  /** <LinkButton variant="outline">. */
  seePackages: buttonVariants({ variant: 'outline' }),
} as const;

/** The line under the wall's title: how many supporters are on it, or a held blank line. */
export function wallCountText(wall: WallResponse | undefined): string {
  return wall && wall.total > 0
    ? m.wall_supporters({ count: wall.total, formatted: formatCount(wall.total) })
    : '\u00a0';
}

/** The heading's id a tier's section is labelled by. */
export function wallTierHeadingId(tier: WallTier): string {
  return `wall-${tier.tierId}`;
}

function tierHtml(first: WallTier): string {
  const tier = getTier(first.tierId);
  const headingId = wallTierHeadingId(first);
  const names = first.nicknames.map(
    ({ nickname }) =>
      `<li class="${WALL_CLASSES.plate(false)}"><span class="${WALL_CLASSES.nickname}" title="${escapeHtml(nickname)}">${escapeHtml(nickname)}</span></li>`,
  );
  return (
    `<section aria-labelledby="${headingId}" class="${WALL_CLASSES.tierSection}">` +
    `<header class="${WALL_CLASSES.tierHeader}">` +
    `<h2 id="${headingId}" class="${WALL_CLASSES.tierHeading(tier.highlight)}">${escapeHtml(tier.name)}</h2>` +
    `<span class="${WALL_CLASSES.tierCount}">${escapeHtml(m.wall_names({ count: first.count, formatted: formatCount(first.count) }))}</span>` +
    '</header>' +
    (names.length === 0
      ? `<p class="text-text-muted">${escapeHtml(WALL_MESSAGES.tierEmpty)}</p>`
      : `<ul class="${WALL_CLASSES.nameList}">${names.join('')}</ul>`) +
    (first.cursor === undefined
      ? ''
      : `<button type="button" class="${WALL_CLASSES.showMore}">${escapeHtml(m.wall_show_more({ tier: tier.name }))}</button>`) +
    '</section>'
  );
}

/** The wall's answer as components/wall-names.tsx renders it, in the page's language. */
export function wallNamesHtml(wall: WallResponse): string {
  if (wall.total === 0) {
    return (
      `<div class="${WALL_CLASSES.empty}">` +
      `<p class="font-display text-3xl text-text">${escapeHtml(WALL_MESSAGES.empty)}</p>` +
      `<p class="text-sm text-text-muted">${escapeHtml(WALL_MESSAGES.emptyLead)}</p>` +
      `<a class="${WALL_CLASSES.seePackages}" data-discover="true" href="${LOCALE_PREFIXES[pageLocale()] || '/'}">${escapeHtml(m.wall_see_packages())}</a>` +
      '</div>'
    );
  }
  return `<div class="${WALL_CLASSES.tiers}">${wall.tiers.map(tierHtml).join('')}</div>`;
}
