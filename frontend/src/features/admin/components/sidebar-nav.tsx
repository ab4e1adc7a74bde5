import {
  CreditCard,
  Gift,
  History,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Milestone,
  Receipt,
  TicketPercent,
  Users,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const LINKS: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: paths.admin.overview, label: 'Overview', icon: LayoutDashboard },
  { to: paths.admin.users, label: 'Users', icon: Users },
  { to: paths.admin.purchases, label: 'Purchases', icon: CreditCard },
  { to: paths.admin.gifts, label: 'Gifts', icon: Gift },
  { to: paths.admin.taxReport, label: 'Tax report', icon: Receipt },
  { to: paths.admin.contact, label: 'Contact Submissions', icon: MessageSquare },
  { to: paths.admin.audit, label: 'Audit Log', icon: History },
  { to: paths.admin.gameKeys, label: 'Game Keys', icon: KeyRound },
  { to: paths.admin.updates, label: 'Updates', icon: Megaphone },
  { to: paths.admin.creatorCodes, label: 'Creator Codes', icon: TicketPercent },
  { to: paths.admin.goals, label: 'Goals', icon: Milestone },
];

interface SidebarNavProps {
  /** Icons only; the label stays in the link for screen readers and shows as a tooltip. */
  collapsed: boolean;
  onNavigate?: () => void;
}

/** A page inside a section but not the section's own page, e.g. /admin/users/{userId} for Users. */
function isInsideSection(pathname: string, sectionPath: string): boolean {
  return sectionPath !== paths.admin.overview && pathname.startsWith(`${sectionPath}/`);
}

/**
 * The admin section links. `end` makes a link active (aria-current="page") on its exact path only,
 * as docs/product.md §Admin panel asks. A page below a section (a user's detail under Users) still shows which section it
 * belongs to: the link gets a visual "section" state, data-section="current", without claiming to be
 * the current page.
 */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-col gap-1 p-2">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              data-section={isInsideSection(pathname, to) ? 'current' : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-9 items-center gap-3 rounded-lg px-2 text-sm font-medium transition-colors duration-150',
                  isActive || isInsideSection(pathname, to)
                    ? 'bg-surface-raised text-primary'
                    : 'text-text-muted hover:bg-surface-raised hover:text-text',
                  collapsed && 'justify-center px-0',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
