/** What every smoke check works with: the stage reached by plain GETs, and a check's three verdicts. */

type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export class Check {
  constructor(readonly name: string) {}
  pass = (detail: string): CheckResult => ({ name: this.name, outcome: 'pass', detail });
  fail = (detail: string): CheckResult => ({ name: this.name, outcome: 'fail', detail });
  skip = (detail: string): CheckResult => ({ name: this.name, outcome: 'skip', detail });
}

/** The stage as the checks ask it: a GET that follows no redirect, and a path on the site. */
export interface Probe {
  site: URL;
  get(url: URL | string, headers?: Record<string, string>): Promise<Answer>;
  at(path: string): URL;
}

export function probeFor(site: URL, timeoutMs: number): Probe {
  const get = async (url: URL | string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const at = (path: string) => new URL(path, site);
  return { site, get, at };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
