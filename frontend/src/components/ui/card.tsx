import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-[var(--radius-card)] border border-border bg-surface shadow-card', className)}
      {...props}
    />
  );
}

interface CardHeaderProps extends HTMLAttributes<HTMLDivElement> {
  /** A title with actions beside it, wrapping on narrow screens, instead of a stacked title. */
  row?: boolean;
}

export function CardHeader({ className, row = false, ...props }: CardHeaderProps) {
  const layout = row ? 'flex-row flex-wrap items-center justify-between gap-3' : 'flex-col gap-1';
  return <div className={cn('flex p-5 pb-3', layout, className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
