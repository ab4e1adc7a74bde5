import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from './query-client';

/** Everything every screen needs: server state, auth and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToasterSlot />
    </QueryClientProvider>
  );
}
