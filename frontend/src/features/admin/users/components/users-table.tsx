import type { AdminUser } from '@shared/api/types/admin';
import { BASE_LOCALE, LOCALE_NAMES } from '@shared/locales';
import { findTier } from '@shared/tiers';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { type RecordColumn, RecordList } from '../../components/record-list';
import { formatDate } from '../../lib/format-date';

const COLUMNS: RecordColumn<AdminUser>[] = [
  {
    header: 'Email',
    cell: (user) => (
      <Link to={paths.admin.user(user.userId)} className="font-medium text-text hover:text-accent hover:underline">
        {user.email}
      </Link>
    ),
  },
  { header: 'Current Tier', cell: (user) => <CurrentTier tierId={user.currentTierId} /> },
  // Accounts from before the language was kept have none: English, the store's default, is theirs.
  { header: 'Language', cell: (user) => LOCALE_NAMES[user.locale ?? BASE_LOCALE], className: 'whitespace-nowrap' },
  {
    header: 'Joined',
    cell: (user) => formatDate(user.createdAt),
    className: 'whitespace-nowrap text-text-muted',
  },
];

/** Registered users; a row opens the user's detail (the email is the keyboard-reachable link). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const navigate = useNavigate();
  return (
    <RecordList
      label="Users"
      columns={COLUMNS}
      records={users}
      recordKey={(user) => user.userId}
      onOpen={(user) => navigate(paths.admin.user(user.userId))}
    />
  );
}

/** The admin's "Current Tier": the tier of the most recent purchase (DESIGN decision 3). */
function CurrentTier({ tierId }: { tierId: string | null }) {
  if (!tierId) return <span className="text-text-muted">No purchases</span>;
  return <Badge variant="accent">{findTier(tierId)?.name ?? tierId}</Badge>;
}
