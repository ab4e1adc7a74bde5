import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The content column of a non-landing screen, with its one h1. */
export function Page({
  title,
  subtitle,
  children,
  className,
  before,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 md:px-6 md:py-14', className)}>
      {before}
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-text md:text-5xl">{title}</h1>
        {subtitle && <p className="text-text-muted">{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}
