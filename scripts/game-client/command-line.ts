/** What `npm run game-client -- <command> [options]` asks for. */
import { parseArgs } from 'node:util';
import { GAME_PLATFORMS, type GamePlatform } from '@shared/game-messages';
import { GAME_LIMITS } from '@shared/schemas/game';

export type GameClientCommand =
  | { name: 'link'; platform: GamePlatform; playerId: string; displayName: string }
  | { name: 'poll'; deviceCode: string; interval: number }
  | { name: 'entitlements'; platform: GamePlatform; playerId: string; ifNoneMatch: boolean }
  | { name: 'changes'; after?: string; limit?: number; follow: boolean }
  | { name: 'deliver'; changeIds: string[] };

/** Where to connect, when given on the command line (connection.ts fills in the rest). */
export interface ConnectionFlags {
  apiUrl?: string;
  key?: string;
}

export interface CommandLine {
  command: GameClientCommand;
  connection: ConnectionFlags;
}

const PLATFORMS = GAME_PLATFORMS.join('|');
/** RFC 8628's default `interval`, when the poll command is not told the request's. */
const DEFAULT_POLL_SECONDS = 5;

/** What `help`, `--help` and `-h` print: every command and option, and where the connection comes from. */
export const USAGE = `Usage: npm run game-client -- <command> [options]

Commands:
  link --platform <${PLATFORMS}> --player <id> --name <display name>
      Ask for a link code for a game account (RFC 8628), print it, then poll until the player answers;
      once linked, print the tier and how long the access token lasts (never the token).
  poll --device-code <device_code> [--interval <seconds>]
      Poll a link request until the player answers (every ${DEFAULT_POLL_SECONDS} seconds unless --interval says).
  entitlements --platform <${PLATFORMS}> --player <id> [--if-none-match]
      Read a game account's entitlements and keep their ETag; --if-none-match sends the kept one.
  changes [--after <change id>] [--limit <1-${GAME_LIMITS.changesPageMax}>] [--follow]
      Read the change feed from the start or after a cursor; --follow keeps asking until Ctrl-C.
  deliver <change id>...
      Confirm the changes the game applied.
  help, --help, -h
      Print this.

Options of every command:
  --api-url <URL>     the API's base URL, such as https://d1gang.example/api
  --key <d1g_sk_…>    a game server key, d1g_sk_<key id>_<secret>: link and poll send it as OAuth
                      client credentials (HTTP Basic, the key id as client_id), the others as a Bearer token.
Without them: D1_GAME_API_URL and D1_GAME_KEY, else the running local stack's stack.json in its
data folder (D1_DATA_DIR, default .local), where the kept ETags go too.
Exit codes: 0 done, 1 the API said no, 2 a wrong command line or no connection.`;

/** Whether `argv` asks for the usage: the `help` command, or `--help` / `-h` after any command. */
export function isHelpRequest(argv: readonly string[]): boolean {
  return argv[0] === 'help' || argv.some((arg) => arg === '--help' || arg === '-h');
}

/** A command line the client cannot run; its message says why. */
export class CommandLineError extends Error {
  override name = 'CommandLineError';
}

const OPTIONS = {
  'api-url': { type: 'string' },
  key: { type: 'string' },
  platform: { type: 'string' },
  player: { type: 'string' },
  name: { type: 'string' },
  'device-code': { type: 'string' },
  interval: { type: 'string' },
  'if-none-match': { type: 'boolean' },
  after: { type: 'string' },
  limit: { type: 'string' },
  follow: { type: 'boolean' },
} as const;
type OptionName = keyof typeof OPTIONS;

const ALLOWED: Record<GameClientCommand['name'], readonly OptionName[]> = {
  link: ['platform', 'player', 'name'],
  poll: ['device-code', 'interval'],
  entitlements: ['platform', 'player', 'if-none-match'],
  changes: ['after', 'limit', 'follow'],
  deliver: [],
};
const CONNECTION_OPTIONS: readonly OptionName[] = ['api-url', 'key'];
const CHANGE_ID = /^\d{1,15}$/;

function isCommandName(name: string): name is GameClientCommand['name'] {
  return name in ALLOWED;
}

/** The command and connection flags of `argv` (the arguments after `--`); a CommandLineError when wrong. */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const [name, ...rest] = argv;
  if (!name) throw new CommandLineError('Give a command: link, poll, entitlements, changes or deliver');
  if (!isCommandName(name)) throw new CommandLineError(`Unknown command "${name}"`);

  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...rest], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CommandLineError((error as Error).message);
  }
  const { values, positionals } = parsed;
  for (const option of Object.keys(values) as OptionName[]) {
    if (!ALLOWED[name].includes(option) && !CONNECTION_OPTIONS.includes(option)) {
      throw new CommandLineError(`Unknown option '--${option}' for ${name}`);
    }
  }
  if (name !== 'deliver' && positionals.length > 0) throw new CommandLineError(`${name} takes no other arguments`);

  return { command: commandOf(name, values, positionals), connection: connectionOf(values) };
}

type Values = Partial<Record<OptionName, string | boolean>>;

function required(values: Values, option: OptionName): string {
  const value = values[option];
  if (typeof value !== 'string' || value === '') throw new CommandLineError(`--${option} is required`);
  return value;
}

function platformOf(values: Values): GamePlatform {
  const platform = required(values, 'platform');
  if (!(GAME_PLATFORMS as string[]).includes(platform)) {
    throw new CommandLineError(`--platform must be one of ${GAME_PLATFORMS.join(', ')}`);
  }
  return platform as GamePlatform;
}

function wholeNumber(value: string, min: number, max: number, message: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new CommandLineError(message);
  return number;
}

function commandOf(name: GameClientCommand['name'], values: Values, positionals: string[]): GameClientCommand {
  switch (name) {
    case 'link':
      return {
        name,
        platform: platformOf(values),
        playerId: required(values, 'player'),
        displayName: required(values, 'name'),
      };
    case 'poll':
      return {
        name,
        deviceCode: required(values, 'device-code'),
        interval:
          typeof values.interval === 'string'
            ? wholeNumber(values.interval, 1, 3600, '--interval must be a whole number of seconds')
            : DEFAULT_POLL_SECONDS,
      };
    case 'entitlements':
      return {
        name,
        platform: platformOf(values),
        playerId: required(values, 'player'),
        ifNoneMatch: values['if-none-match'] === true,
      };
    case 'changes': {
      const { after, limit } = values;
      if (typeof after === 'string' && !CHANGE_ID.test(after)) {
        throw new CommandLineError('--after must be a change id (a number)');
      }
      const max = GAME_LIMITS.changesPageMax;
      return {
        name,
        ...(typeof after === 'string' ? { after } : {}),
        ...(typeof limit === 'string'
          ? { limit: wholeNumber(limit, 1, max, `--limit must be a whole number from 1 to ${max}`) }
          : {}),
        follow: values.follow === true,
      };
    }
    case 'deliver': {
      if (positionals.length === 0) throw new CommandLineError('Give the ids of the changes applied');
      const wrong = positionals.find((id) => !CHANGE_ID.test(id));
      if (wrong !== undefined) throw new CommandLineError(`Change ids are numbers: "${wrong}" is not one`);
      return { name, changeIds: positionals };
    }
  }
}

function connectionOf(values: Values): ConnectionFlags {
  const apiUrl = values['api-url'];
  if (typeof apiUrl === 'string' && !/^https?:\/\/[^/]/.test(apiUrl)) {
    throw new CommandLineError('--api-url must be an http(s) URL');
  }
  return {
    ...(typeof apiUrl === 'string' ? { apiUrl } : {}),
    ...(typeof values.key === 'string' ? { key: values.key } : {}),
  };
}
