import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

/** A router link that looks like a button (navigation, not an action). */
export function LinkButton({ className, variant, size, ...props }: LinkProps & VariantProps<typeof buttonVariants>) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
