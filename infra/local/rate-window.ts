/**
 * A rate past which a local stand-in refuses, as the service it stands in for refuses past its
 * per-second quota: at most `perSecond` requests in any one second, counted over the last second.
 */
export interface RateWindow {
  /** Counts this request and says whether it is within the rate; a refused one is not counted. */
  take(): boolean;
}

const SECOND_MS = 1000;

export function rateWindow(perSecond: number, now: () => number = Date.now): RateWindow {
  const taken: number[] = [];
  return {
    take() {
      const since = now() - SECOND_MS;
      while (taken.length && (taken[0] ?? 0) <= since) taken.shift();
      if (taken.length >= perSecond) return false;
      taken.push(now());
      return true;
    },
  };
}

/**
 * A rate setting (`D1_EMAIL_SEND_RATE`, `D1_COGNITO_RATE`): a number above 0, or undefined when not set
 * (no limit, the default); anything else is refused at start rather than ignored.
 */
export function rateSetting(name: string, raw: string | number | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error(`${name} must be a number above 0, not "${raw}"`);
  return rate;
}
