import { LifeBuoy, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { QuickCard } from './quick-card';

/** The dashboard shortcuts every account has, whatever its tier: My Profile and My Tickets. */
export function AccountShortcuts() {
  return (
    <>
      <QuickCard to={paths.profile} icon={UserRound} title="My Profile" subtitle="Account details" />
      <QuickCard to={paths.tickets} icon={LifeBuoy} title="My Tickets" subtitle="Support requests" />
    </>
  );
}
