import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/loading';
import { AdminGuard } from './components/admin-guard';

// The panel is a chunk of its own behind the guard: a browser downloads it only once the server
// has said this user is an admin.
const AdminPanel = lazy(() => import('./admin-panel').then((m) => ({ default: m.AdminPanel })));

/** What the app mounts at /admin/*: the role check (a small chunk), then the admin panel. */
export function AdminGate() {
  return (
    <AdminGuard>
      <Suspense fallback={<Loading />}>
        <AdminPanel />
      </Suspense>
    </AdminGuard>
  );
}
