import { removeScratchDir } from './scratch-dir';

/**
 * Stops the DynamoDB Local started by global-setup.ts and waits for the Java process to end, then
 * removes the run's scratch folder with everything the tests left in it.
 */
export default async function globalTeardown(): Promise<void> {
  await stopDynamoDbLocal();
  if (globalThis.testScratchDir) removeScratchDir(globalThis.testScratchDir);
}

async function stopDynamoDbLocal(): Promise<void> {
  const child = globalThis.dynamoDbLocal;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
