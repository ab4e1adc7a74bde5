const readable = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An ISO timestamp as the admin tables show it: "Nov 21, 2026" (the viewer's time zone). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : readable.format(date);
}

/** The calendar day of `date` in the viewer's time zone as yyyy-mm-dd (used in file names). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
