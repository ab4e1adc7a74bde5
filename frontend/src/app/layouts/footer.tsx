import { SELLER } from '@shared/seller';
import { SUPPORT_EMAIL } from '@shared/support-email';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n';
import { LanguageMenu } from './language-menu';

export function Footer() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-text-muted md:px-6">
        <nav aria-label={m.layout_footer_nav()} className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.wall} className="rounded hover:text-text">
            {m.layout_footer_wall()}
          </Link>
          <Link to={paths.updates} className="rounded hover:text-text">
            {m.layout_footer_updates()}
          </Link>
          <Link to={paths.contact} className="rounded hover:text-text">
            {m.layout_footer_contact()}
          </Link>
          <Link to={paths.terms} className="rounded hover:text-text">
            {m.layout_footer_terms()}
          </Link>
          <Link to={paths.privacy} className="rounded hover:text-text">
            {m.layout_footer_privacy()}
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded text-accent hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </nav>
        <p className="max-w-3xl">{m.layout_footer_estimates()}</p>
        <LanguageMenu />
        <div className="flex flex-col gap-1">
          <p>
            {SELLER.name} · {SELLER.address}
          </p>
          {/* The year is the build's in the prerendered page; across New Year the browser's may differ. */}
          <p suppressHydrationWarning>{m.layout_footer_rights({ year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
