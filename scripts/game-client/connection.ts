/** Where the client connects and with which key: the command line, else the environment, else the local stack. */

import { keyIdOf } from '@shared/game-client-credentials';
import * as z from 'zod/mini';
import { defaultDataDir } from '../../infra/local/paths';
import { stackFilePath } from '../../infra/local/stack-file';
import type { ConnectionFlags } from './command-line';

export interface Connection {
  /** The API's base, without a trailing slash: `<site>/api` (or the local API server). */
  apiUrl: string;
  key: string;
}

/** What the client reads of the local stack's stack.json (infra/local/stack-file.ts). */
const stackFileSchema = z.object({
  apiUrl: z.optional(z.string()),
  game: z.optional(z.object({ serverKey: z.optional(z.string()) })),
});

/**
 * The connection from the flags, then D1_GAME_API_URL / D1_GAME_KEY, then the running local stack's
 * file, read where the stack writes it: `stack.json` in the data folder D1_DATA_DIR names (default
 * `.local`). `readFile` gives a file's text, or null when it is not there. A key that does not read
 * `d1g_sk_<key id>_<secret>` is refused.
 */
export function resolveConnection(
  flags: ConnectionFlags,
  env: Record<string, string | undefined>,
  readFile: (path: string) => string | null,
): Connection {
  const stackFile = stackFilePath(defaultDataDir(env));
  let text: string | null | undefined;
  let stack: z.output<typeof stackFileSchema> | undefined;
  const fromStack = () => {
    if (stack === undefined) {
      text = readFile(stackFile);
      stack = text === null ? {} : stackFileSchema.parse(JSON.parse(text));
    }
    return stack;
  };
  const hint = () =>
    text === null
      ? `no local stack at ${stackFile}; start it (npm start), or`
      : `the local stack at ${stackFile} names none;`;
  const apiUrl = flags.apiUrl ?? env.D1_GAME_API_URL ?? fromStack().apiUrl;
  if (!apiUrl) throw new Error(`No API URL: ${hint()} pass --api-url or set D1_GAME_API_URL.`);
  const key = flags.key ?? env.D1_GAME_KEY ?? fromStack().game?.serverKey;
  if (!key) throw new Error(`No game server key: ${hint()} pass --key or set D1_GAME_KEY.`);
  // Checked here, before any request: link and poll name the key's id as their OAuth client_id.
  keyIdOf(key);
  return { apiUrl: apiUrl.replace(/\/+$/, ''), key };
}
