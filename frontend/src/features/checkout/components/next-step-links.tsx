import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';

/** The way on from a checkout page that leaves the tier as it was: the dashboard, or the home page. */
export function DashboardOrHomeLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <LinkButton to={paths.dashboard}>{m.checkout_go_to_dashboard()}</LinkButton>
      <LinkButton to={paths.home} variant="outline">
        {m.checkout_back_to_home()}
      </LinkButton>
    </div>
  );
}
