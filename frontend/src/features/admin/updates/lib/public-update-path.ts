/** The public page of a sent update, /updates/{slug}: served as HTML the send job wrote, outside the admin panel. */
export function publicUpdatePath(slug: string): string {
  return `/updates/${encodeURIComponent(slug)}`;
}
