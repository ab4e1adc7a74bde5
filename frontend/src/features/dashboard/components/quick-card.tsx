import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A dashboard shortcut: icon, title, subtitle and optional badge; the whole card is a link (route or #section). */
export function QuickCard({
  to,
  icon: Icon,
  title,
  subtitle,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  badge?: ReactNode;
}) {
  const content = (
    <>
      <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span className="flex flex-col gap-1">
        <span className="font-display text-2xl text-text">{title}</span>
        <span className="text-sm text-text-muted">{subtitle}</span>
        {badge}
      </span>
    </>
  );
  const className =
    'flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5 transition-colors duration-150 hover:bg-surface-raised';
  return (
    <li>
      {/* In-page targets use a plain anchor so the browser scrolls to them. */}
      {to.startsWith('#') ? (
        <a href={to} className={className}>
          {content}
        </a>
      ) : (
        <Link to={to} className={className}>
          {content}
        </Link>
      )}
    </li>
  );
}
