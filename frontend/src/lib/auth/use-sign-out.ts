import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAuth } from './auth-context';
import { AUTH_MESSAGES, authErrorMessage } from './auth-messages';

/** Signs out, says so and returns home (top-bar menu and profile). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut({ byUser: true });
      toast.success(AUTH_MESSAGES.signedOut);
      navigate(paths.home);
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  };
}
