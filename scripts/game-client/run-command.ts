/** Runs one command of the reference client, printing every answer of the API as it comes. */
import { deviceAuthorizationResponseSchema } from '@shared/schemas/game-responses';
import { readChangeFeed } from './change-feed';
import type { Clock } from './clock';
import type { GameClientCommand } from './command-line';
import { type EtagStore, readEntitlements } from './entitlements-read';
import { type GameApi, type GameApiAnswer, messageOf } from './game-api';
import { type PollOutcome, pollUntilLinked } from './link-polling';

export interface ClientDependencies {
  api: GameApi;
  clock: Clock;
  print: (line: string) => void;
  etags: EtagStore;
  /** Stops `changes --follow`. */
  signal?: AbortSignal;
}

/** What the client prints in place of an access token: a secret, like the key. */
const HIDDEN = '(hidden)';

/** The body as printed: any access token hidden. */
function printable(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'access_token' in body ? { ...body, access_token: HIDDEN } : body;
}

/** One line for an answer: its status, then the OAuth error and description or the message, or the ETag and body. */
function answerLine(answer: GameApiAnswer | Error): string {
  if (answer instanceof Error) return `No answer: ${answer.message}`;
  if (answer.status >= 400) return `${answer.status} ${messageOf(answer)}`;
  const etag = answer.etag ? ` ETag: ${answer.etag}` : '';
  const body = answer.body === null ? ' (not modified)' : ` ${JSON.stringify(printable(answer.body))}`;
  return `${answer.status}${etag}${body}`;
}

/** A code lives 10 minutes from its request: `poll` never needs to ask longer. */
const CODE_LIFETIME_SECONDS = 600;

const OUTCOME_LINES: Record<Exclude<PollOutcome['outcome'], 'linked'>, string> = {
  denied: 'Not linked: the player cancelled.',
  expired: 'Not linked: the code expired. Ask for a new one.',
  invalid: "Not linked: the device code is not valid (unknown, already used, or another key's). Ask for a new one.",
  failed: 'Not linked: the API refused the poll.',
};

async function pollAndReport(
  deps: ClientDependencies,
  deviceCode: string,
  options: { interval: number; expiresIn?: number },
): Promise<number> {
  const outcome = await pollUntilLinked(deps.api, deviceCode, options, deps.clock, (answer) =>
    deps.print(answerLine(answer)),
  );
  if (outcome.outcome !== 'linked') {
    deps.print(OUTCOME_LINES[outcome.outcome]);
    return 1;
  }
  const { tierId, benefits } = outcome.entitlements;
  deps.print(`Linked: ${tierId ?? 'no tier'} (${benefits.join(', ') || 'no benefits'})`);
  deps.print(`Access token: expires in ${outcome.accessTokenExpiresIn} s`);
  return 0;
}

/** Runs the command; resolves to the process's exit code (0: done, 1: the API said no or the link failed). */
export async function runCommand(command: GameClientCommand, deps: ClientDependencies): Promise<number> {
  const { api, print } = deps;
  const printed = (answer: GameApiAnswer) => {
    print(answerLine(answer));
    return answer.status < 400 ? 0 : 1;
  };
  switch (command.name) {
    case 'link': {
      const answer = await api.requestLink(command.platform, command.playerId, command.displayName);
      const codes = deviceAuthorizationResponseSchema.safeParse(answer.body);
      if (answer.status !== 200 || !codes.success) return printed(answer);
      const { device_code, user_code, verification_uri, verification_uri_complete, expires_in, interval } = codes.data;
      print(`User code: ${user_code}`);
      print(`Verification URI: ${verification_uri} (or open ${verification_uri_complete})`);
      print(`Device code: ${device_code} (expires in ${expires_in} s; polling every ${interval} s)`);
      return pollAndReport(deps, device_code, { interval, expiresIn: expires_in });
    }
    case 'poll':
      return pollAndReport(deps, command.deviceCode, { interval: command.interval, expiresIn: CODE_LIFETIME_SECONDS });
    case 'entitlements':
      return printed(await readEntitlements(api, command, deps.etags));
    case 'changes': {
      const cursor = await readChangeFeed(
        api,
        {
          ...(command.after !== undefined ? { after: command.after } : {}),
          ...(command.limit !== undefined ? { limit: command.limit } : {}),
          follow: command.follow,
          ...(deps.signal ? { signal: deps.signal } : {}),
        },
        deps.clock,
        (page) => print(`200 ${JSON.stringify(page)}`),
      );
      print(`Next cursor: ${cursor ?? '(none)'}`);
      return 0;
    }
    case 'deliver':
      return printed(await api.deliver(command.changeIds));
  }
}
