import type { ReactNode } from 'react';

/** A screen's title inside the admin layout (the layout's h1 is 'Admin Panel'). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="font-display text-3xl text-text">{title}</h2>
        {subtitle && <p className="mt-1 text-text-muted">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

/** The heading of a card or list section, one level below the page title. */
export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h3 id={id} className="text-lg font-bold text-text">
      {children}
    </h3>
  );
}

/** The text a list shows when it has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-text-muted">{children}</p>;
}
