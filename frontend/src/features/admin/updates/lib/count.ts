/** A count as the admin reads it: 1,000. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** "1 supporter", "1,000 supporters". */
export function supportersCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'supporter' : 'supporters'}`;
}
