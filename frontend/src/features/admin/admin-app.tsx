import { Route, Routes } from 'react-router-dom';
import { AdminGuard } from './components/admin-guard';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';
import { ContactsPage } from './components/contacts-page';
import { OverviewPage } from './components/overview-page';
import { PurchasesPage } from './components/purchases-page';
import { UserDetailPage } from './components/user-detail-page';
import { UsersPage } from './components/users-page';

/**
 * The admin panel, mounted by the app router at /admin/* and loaded as its own chunk, so nobody
 * downloads it before opening /admin. Paths below are relative to /admin.
 */
export function Component() {
  return (
    <AdminGuard>
      <AdminLayout>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:userId" element={<UserDetailPage />} />
          <Route path="purchases" element={<PurchasesPage />} />
          <Route path="contact" element={<ContactsPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </AdminLayout>
    </AdminGuard>
  );
}
