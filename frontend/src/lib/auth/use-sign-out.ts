import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAuth } from './auth-context';

/** Signs out, says so and returns home (top-bar menu and profile). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      toast.success('Signed out successfully');
      navigate(paths.home);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'An error occurred');
    }
  };
}
