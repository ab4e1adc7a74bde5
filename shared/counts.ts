/**
 * Whole numbers as the store writes them: 1,234,567. Grouped here rather than by `toLocaleString`:
 * the first Intl formatter a page makes loads the locale data on the main thread (33–74 ms in
 * Chromium on a desktop CPU, four times that on the phone Lighthouse emulates), and the public pages
 * write counts and prices while they hydrate.
 */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.trunc(count)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let index = grouped.length; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return count < 0 ? `-${grouped}` : grouped;
}

/** "1 supporter", "1,000 supporters". */
export function supportersCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'supporter' : 'supporters'}`;
}
