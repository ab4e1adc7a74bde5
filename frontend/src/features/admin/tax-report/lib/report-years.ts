/** The year the store first sold anything: the year picker goes back no further. */
const FIRST_REPORT_YEAR = 2026;

/** The calendar year now in UTC, the calendar the report's months are counted in. */
export function currentUtcYear(now = new Date()): number {
  return now.getUTCFullYear();
}

/**
 * The years the picker offers, newest first: the current UTC year back to the store's first. A year
 * the address names that is not among them is offered too, so the picker always says which year is shown.
 */
export function reportYears(currentYear: number, shownYear: string): string[] {
  const years: string[] = [];
  for (let year = Math.max(currentYear, FIRST_REPORT_YEAR); year >= FIRST_REPORT_YEAR; year -= 1) {
    years.push(String(year));
  }
  return years.includes(shownYear) ? years : [...years, shownYear];
}
