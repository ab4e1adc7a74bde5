import { ChevronDown, CircleUser } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { needsFreshSignIn, needsTwoStep, useAdminRole } from '@/features/admin/api/get-admin-role';
import { useMe } from '@/lib/api/get-me';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { m } from '@/lib/i18n';

/**
 * The signed-in account menu. Tier Submission appears once the user has a purchase; Admin Panel once
 * the server's role check (GET /admin/role) says the user is an admin, asked only for a token in the
 * admin group (supporters' screens make no role request). Only the role query is imported
 * here, and this menu is a chunk that loads for signed-in users only: the admin panel itself stays a
 * chunk of its own, out of the landing page's first load.
 */
export function UserMenu() {
  const { user } = useAuth();
  const me = useMe();
  // Only a token in the admin group is worth a role check; the server's answer decides.
  const role = useAdminRole(user?.inAdminGroup ? user.userId : undefined);
  const signOut = useSignOut();
  const hasPurchase = (me.data?.purchaseCount ?? 0) > 0;
  // A failed check counts as "not an admin" (docs/product.md §Roles and permissions): the item simply stays out. An admin refused
  // only for want of two-step sign-in still gets it: the panel tells them how to set it up.
  const isAdmin = role.data?.isAdmin === true || needsTwoStep(role.error) || needsFreshSignIn(role.error);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={m.layout_account_menu()}>
          <CircleUser aria-hidden="true" className="size-4" />
          <span className="hidden max-w-48 truncate md:inline">{user?.email}</span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user?.email && <DropdownMenuLabel>{user.email}</DropdownMenuLabel>}
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>{m.layout_dashboard()}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>{m.layout_profile()}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.tickets}>{m.layout_my_tickets()}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.purchases}>{m.layout_my_purchases()}</Link>
        </DropdownMenuItem>
        {hasPurchase && (
          <DropdownMenuItem asChild>
            <Link to={paths.tierSubmission}>{m.layout_tier_submission()}</Link>
          </DropdownMenuItem>
        )}
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.overview}>{m.layout_admin_panel()}</Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>{m.layout_sign_out()}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
