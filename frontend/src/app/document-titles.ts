import { NOT_FOUND_PAGE, PRERENDERED_PAGES, pageTitle } from '@shared/site-pages';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

const adminTitle = (name: string) => pageTitle(`${name} | Admin Panel`);

/** The screens the build does not prerender, by route pattern (the prerendered ones keep their own titles). */
const SCREEN_TITLES: readonly { pattern: string; title: string }[] = [
  { pattern: paths.auth, title: pageTitle('Sign In') },
  { pattern: paths.dashboard, title: pageTitle('Dashboard') },
  { pattern: paths.profile, title: pageTitle('Profile') },
  { pattern: paths.tickets, title: pageTitle('My Tickets') },
  { pattern: paths.tierSubmission, title: pageTitle('Tier Setup') },
  { pattern: paths.paymentSuccess, title: pageTitle('Payment') },
  { pattern: paths.paymentCancel, title: pageTitle('Payment Cancelled') },
  { pattern: paths.admin.overview, title: adminTitle('Dashboard Overview') },
  { pattern: paths.admin.users, title: adminTitle('Users') },
  { pattern: paths.admin.userPattern, title: adminTitle('User Details') },
  { pattern: paths.admin.purchases, title: adminTitle('Purchases') },
  { pattern: paths.admin.contact, title: adminTitle('Contact Submissions') },
  { pattern: paths.admin.audit, title: adminTitle('Audit Log') },
];

/**
 * The `<title>` for a route: a prerendered page's own (shared/site-pages.ts, so the HTML the build made
 * and the title after in-app navigation agree), a screen's from the list above, else the not-found
 * page's.
 */
export function documentTitleFor(pathname: string): string {
  const page =
    PRERENDERED_PAGES.find((candidate) => matchPath(candidate.path, pathname)) ??
    SCREEN_TITLES.find((screen) => matchPath(screen.pattern, pathname));
  return page?.title ?? NOT_FOUND_PAGE.title;
}
