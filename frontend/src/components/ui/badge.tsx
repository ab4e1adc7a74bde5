import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Badge variants; default / secondary / outline are the spec's ticket status styles. */
export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-text',
        secondary: 'bg-surface-raised text-text',
        outline: 'border border-border text-text',
        accent: 'bg-accent text-primary-text',
        warning: 'bg-warning text-primary-text',
        danger: 'bg-danger text-primary-text',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
