import type { ReactNode } from 'react';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AuthProvider } from '@/lib/auth/auth-provider';

/** Everything every screen needs: auth and toasts. Server state is each lazy part's (lib/query-root.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      <ToasterSlot />
    </>
  );
}
