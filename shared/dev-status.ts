/** The game's development status as the landing page reports it. */
export const COMPLETE_FEATURE_COUNT = 19;

export const IN_PROGRESS_FEATURES = [
  'Player builder',
  'Traits system',
  'Console ports',
  'Animation polish',
  '5v5 mode',
] as const;

/** Complete divided by total, rounded to a whole percentage. */
export function progressPercent(complete: number, inProgress: number): number {
  const total = complete + inProgress;
  return total === 0 ? 0 : Math.round((complete / total) * 100);
}

export const DEV_PROGRESS_PERCENT = progressPercent(COMPLETE_FEATURE_COUNT, IN_PROGRESS_FEATURES.length);
