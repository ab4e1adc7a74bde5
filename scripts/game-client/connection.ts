/** Where the client connects and with which key: the command line, else the environment, else the local stack. */
import * as z from 'zod/mini';
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

const HINT = 'start the local stack (npm start), or pass';

/**
 * The connection from the flags, then D1_GAME_API_URL / D1_GAME_KEY, then the running local stack's
 * file (`readStackFile` gives its text, or null when no stack runs).
 */
export function resolveConnection(
  flags: ConnectionFlags,
  env: Record<string, string | undefined>,
  readStackFile: () => string | null,
): Connection {
  let stack: z.output<typeof stackFileSchema> | undefined;
  const fromStack = () => {
    if (stack === undefined) {
      const text = readStackFile();
      stack = text === null ? {} : stackFileSchema.parse(JSON.parse(text));
    }
    return stack;
  };
  const apiUrl = flags.apiUrl ?? env.D1_GAME_API_URL ?? fromStack().apiUrl;
  if (!apiUrl) throw new Error(`No API URL: ${HINT} --api-url or set D1_GAME_API_URL.`);
  const key = flags.key ?? env.D1_GAME_KEY ?? fromStack().game?.serverKey;
  if (!key) throw new Error(`No game server key: ${HINT} --key or set D1_GAME_KEY.`);
  return { apiUrl: apiUrl.replace(/\/+$/, ''), key };
}
