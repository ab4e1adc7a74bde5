/** The game API's reference client (npm run game-client), run as a game server would run it, against the stack. */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { StackFile } from '../../infra/local/stack-file';

export interface GameClientRun {
  /** Every line printed so far. */
  lines: string[];
  /** Resolves with the first printed line that matches. */
  waitForLine(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code once the client is done. */
  exited: Promise<number>;
}

/** Starts `npm run game-client -- <args>` with the stack's API URL and dev game server key. */
export function runGameClient(stack: StackFile, args: readonly string[]): GameClientRun {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/game-client/main.ts',
      ...args,
      '--api-url',
      stack.apiUrl,
      '--key',
      stack.game.serverKey,
    ],
    { env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' } },
  );
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const waiter of waiters.filter((each) => each.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = once(child, 'exit').then(([code]) => (typeof code === 'number' ? code : 1));
  return {
    lines,
    exited,
    waitForLine: (pattern) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ pattern, resolve });
        void exited.then((code) =>
          reject(new Error(`The game client exited (${code}) before printing ${pattern}:\n${lines.join('\n')}`)),
        );
      });
    },
  };
}
