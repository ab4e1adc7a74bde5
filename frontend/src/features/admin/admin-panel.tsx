import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';
import { AuditPage } from './components/audit-page';
import { ContactsPage } from './components/contacts-page';
import { OverviewPage } from './components/overview-page';
import { PurchasesPage } from './components/purchases-page';
import { UserDetailPage } from './components/user-detail-page';
import { UsersPage } from './components/users-page';

/**
 * The admin panel: layout and pages, relative to /admin. Loaded as its own chunk by AdminGate only
 * after the role check passes, so a non-admin's browser never downloads it.
 */
export function AdminPanel() {
  return (
    <AdminLayout>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:userId" element={<UserDetailPage />} />
        <Route path="purchases" element={<PurchasesPage />} />
        <Route path="contact" element={<ContactsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminLayout>
  );
}
