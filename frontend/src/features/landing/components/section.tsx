import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A landing section: a labelled region with an h2 and an optional lead. The browser lays out and
 * paints a section only as it nears the screen (content-visibility), so the page's first layout is of
 * what is in view; until then a section holds its last known height, or 900 px before it has one.
 */
export function Section({
  id,
  title,
  lead,
  children,
  className,
  focusable = false,
}: {
  id: string;
  /** Lets in-page buttons move keyboard focus here after scrolling. */
  focusable?: boolean;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={focusable ? -1 : undefined}
      className={cn(
        'scroll-mt-16 border-b border-border outline-none [contain-intrinsic-size:auto_900px] [content-visibility:auto]',
        className,
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 md:px-6 md:py-24">
        <header className="flex max-w-3xl flex-col gap-3">
          <h2 id={`${id}-title`} className="font-display text-4xl text-text md:text-6xl">
            {title}
          </h2>
          {lead && <p className="text-lg text-text-muted">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
