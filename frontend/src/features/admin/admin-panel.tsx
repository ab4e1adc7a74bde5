import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SCREENS, type Screen, type ScreensGuardedBy, screensGuardedBy } from '@/config/paths';
import { AuditPage } from './audit/components/audit-page';
import { AdminLayout } from './components/admin-layout';
import { ContactsPage } from './contacts/components/contacts-page';
import { CreatorCodesPage } from './creator-codes/components/creator-codes-page';
import { GameKeysPage } from './game-keys/components/game-keys-page';
import { GiftsPage } from './gifts/components/gifts-page';
import { GoalsPage } from './goals/components/goals-page';
import { OverviewPage } from './overview/components/overview-page';
import { PurchasesPage } from './purchases/components/purchases-page';
import { TaxReportPage } from './tax-report/components/tax-report-page';
import { NewUpdatePage } from './updates/components/new-update-page';
import { UpdatePage } from './updates/components/update-page';
import { UpdatesPage } from './updates/components/updates-page';
import { UserDetailPage } from './users/components/user-detail-page';
import { UsersPage } from './users/components/users-page';

type AdminScreenName = ScreensGuardedBy<'admin'>;

/** What each admin screen of the list (config/paths.ts) shows. */
const ADMIN_PAGES: Record<AdminScreenName, ReactElement> = {
  adminOverview: <OverviewPage />,
  adminUsers: <UsersPage />,
  adminUser: <UserDetailPage />,
  adminPurchases: <PurchasesPage />,
  adminGifts: <GiftsPage />,
  adminTaxReport: <TaxReportPage />,
  adminContact: <ContactsPage />,
  adminAudit: <AuditPage />,
  adminGameKeys: <GameKeysPage />,
  adminUpdates: <UpdatesPage />,
  adminNewUpdate: <NewUpdatePage />,
  adminUpdate: <UpdatePage />,
  adminCreatorCodes: <CreatorCodesPage />,
  adminGoals: <GoalsPage />,
};

/** A route of the panel's own table, whose paths are relative to /admin. */
function adminRoute([name, screen]: [AdminScreenName, Screen]) {
  const path = screen.path.slice(SCREENS.adminOverview.path.length + 1);
  return path ? (
    <Route key={name} path={path} element={ADMIN_PAGES[name]} />
  ) : (
    <Route key={name} index element={ADMIN_PAGES[name]} />
  );
}

/**
 * The admin panel: layout and pages. Loaded as its own chunk by AdminGate only after the role check
 * passes, so a non-admin's browser never downloads it. The app mounts it only at an admin screen's path
 * (app-routes.tsx): any other /admin path is the app's not-found screen.
 */
export function AdminPanel() {
  return (
    <AdminLayout>
      <Routes>{screensGuardedBy('admin').map(adminRoute)}</Routes>
    </AdminLayout>
  );
}
