import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The "back to ..." link at the top of a signed-in screen. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded text-sm font-semibold text-accent hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
