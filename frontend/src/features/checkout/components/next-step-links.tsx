import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** The way on from a checkout page that leaves the tier as it was: the dashboard, or the home page. */
export function DashboardOrHomeLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <LinkButton to={paths.dashboard}>Go to Dashboard</LinkButton>
      <LinkButton to={paths.home} variant="outline">
        Back to Home
      </LinkButton>
    </div>
  );
}
