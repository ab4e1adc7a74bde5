import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Badge variants; default / secondary / outline are the spec's ticket status styles. */
export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2.5 py-0.5 font-bold tracking-wide whitespace-nowrap',
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
      size: {
        sm: 'text-xs',
        md: 'text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'sm' },
  },
);

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
