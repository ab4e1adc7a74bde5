import type { AdminUser } from '@shared/api/types';
import { findTier } from '@shared/tiers';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatDate } from '../lib/format-date';
import { AdminTable, Cell, Row } from './admin-table';

/** Registered users; a row opens the user's detail (the email is the keyboard-reachable link). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const navigate = useNavigate();
  const openRow = (event: MouseEvent, userId: string) => {
    // The email link navigates by itself; the rest of the row is a larger mouse target.
    if ((event.target as HTMLElement).closest('a')) return;
    navigate(paths.admin.user(userId));
  };
  return (
    <AdminTable label="Users" columns={['Email', 'Current Tier', 'Joined']}>
      {users.map((user) => (
        <Row
          key={user.userId}
          onClick={(event) => openRow(event, user.userId)}
          className="cursor-pointer hover:bg-surface-raised"
        >
          <Cell>
            <Link
              to={paths.admin.user(user.userId)}
              className="font-medium text-text hover:text-accent hover:underline"
            >
              {user.email}
            </Link>
          </Cell>
          <Cell>
            <CurrentTier tierId={user.currentTierId} />
          </Cell>
          <Cell className="whitespace-nowrap text-text-muted">{formatDate(user.createdAt)}</Cell>
        </Row>
      ))}
    </AdminTable>
  );
}

/** The admin's "Current Tier": the tier of the most recent purchase (DESIGN decision 3). */
function CurrentTier({ tierId }: { tierId: string | null }) {
  if (!tierId) return <span className="text-text-muted">No purchases</span>;
  return <Badge variant="accent">{findTier(tierId)?.name ?? tierId}</Badge>;
}
