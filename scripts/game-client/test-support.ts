/** A fake game API and clock for the client's tests: answers in order, requests and waits recorded. */
import type { Clock } from './clock';

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body exactly as sent (a form or JSON text), or undefined when none. */
  body: string | undefined;
}

interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers with `answers` in turn (an Error is thrown, as a network failure is). */
export function fakeFetch(answers: Array<FakeAnswer | Error>) {
  const requests: SentRequest[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    requests.push({
      method: init.method ?? 'GET',
      url: String(url),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer left for ${String(url)}`);
    if (answer instanceof Error) throw answer;
    const hasBody = answer.body !== undefined;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status: answer.status,
      headers: { ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}), ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A clock whose sleeps return at once and move its time on, each recorded in seconds. */
export function fakeClock(start = Date.parse('2026-11-20T18:00:00.000Z')): Clock & { waits: number[] } {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms / 1000);
      now += ms;
    },
  };
}
