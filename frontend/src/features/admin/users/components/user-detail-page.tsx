import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLogLoadError } from '@/lib/use-log-load-error';
import { AdminLoadError } from '../../components/admin-load-error';
import { EmptyState, PageHeader } from '../../components/page-header';
import { UserGiftsCard } from '../../gifts/components/user-gifts-card';
import { useUser } from '../api/get-user';
import { UserAuditCard } from './user-audit-card';
import { UserGameAccountsCard } from './user-game-accounts-card';
import { UserProfileCard } from './user-profile-card';
import { UserPurchasesCard } from './user-purchases-card';
import { UserSubmissionsCard } from './user-submissions-card';
import { UserWallCard } from './user-wall-card';

/** /admin/users/{userId}: one user's profile, purchases, gifts, tier setups, gym wall and linked game accounts. */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(userId);
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  useLogLoadError(notFound ? null : user.error, 'user');

  return (
    <>
      <Button variant="outline" size="sm" className="mb-6" onClick={() => navigate(paths.admin.users)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Users
      </Button>
      <PageHeader title="User Details" />
      {user.isPending && <Loading text="Loading..." />}
      {notFound && <EmptyState>{ADMIN_MESSAGES.userNotFound}</EmptyState>}
      {user.isError && !notFound && <AdminLoadError onRetry={user.refetch} retrying={user.isFetching} />}
      {user.data && (
        <div className="flex flex-col gap-6">
          <UserProfileCard profile={user.data.profile} />
          <UserPurchasesCard purchases={user.data.purchases} ledger={user.data.ledger} />
          <UserGiftsCard title="Gifts sent" empty="No gifts sent" gifts={user.data.giftsSent ?? []} />
          <UserGiftsCard title="Gifts received" empty="No gifts received" gifts={user.data.giftsReceived ?? []} />
          <UserAuditCard userId={user.data.profile.userId} />
          <UserSubmissionsCard submissions={user.data.submissions} />
          <UserWallCard userId={userId} wall={user.data.wall} />
          <UserGameAccountsCard userId={userId} accounts={user.data.gameAccounts ?? []} />
        </div>
      )}
    </>
  );
}
