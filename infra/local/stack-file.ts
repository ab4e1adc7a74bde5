/**
 * `<data folder>/stack.json`: what the running stack is and where, for tests and tools. Written once
 * every part answers and removed on stop, so its presence means "a stack is (or was left) running".
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Login, TwoStepLogin } from './cognito-setup';

export interface StackFile {
  siteUrl: string;
  apiUrl: string;
  cognito: { endpoint: string; region: string; userPoolId: string; clientId: string };
  dynamodb: { endpoint: string; region: string; tableName: string };
  stripe: { url: string };
  /** The SES emulator: its mail viewer (and API: GET {url}/store). */
  email: { url: string };
  /** The seeded logins; the admin's `totpSecret` is for an authenticator app (and the tests' codes). */
  users: { admin: TwoStepLogin; demo: Login };
  /** The local game server key ('Local game server'), for the game routes' `Authorization: Bearer …`. */
  game: { serverKey: string };
}

const STACK_FILE_NAME = 'stack.json';

export function stackFilePath(dataDir: string): string {
  return join(dataDir, STACK_FILE_NAME);
}

export function writeStackFile(dataDir: string, stack: StackFile): string {
  const path = stackFilePath(dataDir);
  writeFileSync(path, `${JSON.stringify(stack, null, 2)}\n`);
  return path;
}

export function removeStackFile(dataDir: string): void {
  rmSync(stackFilePath(dataDir), { force: true });
}
