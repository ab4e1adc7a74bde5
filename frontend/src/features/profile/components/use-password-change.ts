import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { AUTH_MESSAGES } from '@/lib/auth/auth-messages';
import { toast } from '@/lib/toast';

/** Profile → Change Password: emails a reset code to the address, then opens the reset form for it. */
export function usePasswordChange() {
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  // The action reports its own outcome; the mutation only says while it runs (see useCredentialsForm).
  return useMutation({
    mutationFn: async (address: string) => {
      try {
        await resetPassword(address);
        toast.success(AUTH_MESSAGES.resetSent);
        navigate(`${paths.auth}?${new URLSearchParams({ mode: 'reset', email: address })}`);
      } catch {
        toast.error(AUTH_MESSAGES.resetFailed);
      }
    },
    networkMode: 'always',
  });
}
