import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (9 KB gzip on the landing page): a
 * component's `className` adds to its variant classes and must not restate the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
