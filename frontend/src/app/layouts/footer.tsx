import { SELLER } from '@shared/seller';
import { SUPPORT_EMAIL } from '@shared/support-email';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Footer() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-text-muted md:px-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.wall} className="rounded hover:text-text">
            Gym Wall
          </Link>
          <Link to={paths.updates} className="rounded hover:text-text">
            Updates
          </Link>
          <Link to={paths.contact} className="rounded hover:text-text">
            Contact
          </Link>
          <Link to={paths.terms} className="rounded hover:text-text">
            Terms of Service
          </Link>
          <Link to={paths.privacy} className="rounded hover:text-text">
            Privacy Policy
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded text-accent hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </nav>
        <p className="max-w-3xl">
          Release dates are estimates and are not guaranteed. D1 Gang packages support the game's development; rewards
          are delivered in the game when it releases.
        </p>
        <div className="flex flex-col gap-1">
          <p>
            {SELLER.name} · {SELLER.address}
          </p>
          {/* The year is the build's in the prerendered page; across New Year the browser's may differ. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} D1 Gang. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
