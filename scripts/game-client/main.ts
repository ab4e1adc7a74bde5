/**
 * `npm run game-client -- <command>`: the reference client of the game API (docs/game-integration.md).
 * Exit code 0 when done, 1 when the API said no, 2 for a wrong command line or connection.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultDataDir } from '../../infra/local/paths';
import { systemClock } from './clock';
import { CommandLineError, isHelpRequest, parseCommandLine, USAGE } from './command-line';
import { type Connection, resolveConnection } from './connection';
import type { EtagStore } from './entitlements-read';
import { createGameApi } from './game-api';
import { runCommand } from './run-command';

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/** The kept ETags, in the data folder beside the stack file. */
function fileEtagStore(path: string): EtagStore {
  const read = (): Record<string, string> => JSON.parse(readIfPresent(path) ?? '{}');
  return {
    get: (player) => read()[player],
    set: (player, etag) => {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify({ ...read(), [player]: etag }, null, 2)}\n`);
    },
  };
}

function setUp(): { command: ReturnType<typeof parseCommandLine>['command']; connection: Connection } {
  const argv = process.argv.slice(2);
  if (isHelpRequest(argv)) {
    console.log(USAGE);
    process.exit(0);
  }
  try {
    const { command, connection: flags } = parseCommandLine(argv);
    const connection = resolveConnection(flags, process.env, readIfPresent);
    return { command, connection };
  } catch (error) {
    console.error(error instanceof CommandLineError ? `${error.message}\n${USAGE}` : (error as Error).message);
    process.exit(2);
  }
}

const { command, connection } = setUp();
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
try {
  process.exitCode = await runCommand(command, {
    api: createGameApi(connection),
    clock: systemClock,
    print: (line) => console.log(line),
    etags: fileEtagStore(join(defaultDataDir(process.env), 'game-client-etags.json')),
    signal: stop.signal,
  });
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
