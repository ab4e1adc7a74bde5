import { LifeBuoy, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { QuickCard } from './quick-card';

/** The dashboard shortcuts every account has, whatever its tier: My Profile and My Tickets. */
export function AccountShortcuts() {
  return (
    <>
      <QuickCard
        to={paths.profile}
        icon={UserRound}
        title={m.dashboard_my_profile()}
        subtitle={m.dashboard_my_profile_subtitle()}
      />
      <QuickCard
        to={paths.tickets}
        icon={LifeBuoy}
        title={m.dashboard_my_tickets()}
        subtitle={m.dashboard_my_tickets_subtitle()}
      />
    </>
  );
}
