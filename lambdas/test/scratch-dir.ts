/**
 * One temporary folder for a whole test run. Every `os.tmpdir()` under it lands inside (TMPDIR is
 * pointed at it, and child processes inherit that), so the run's CDK outputs, site stand-ins and
 * data folders go when the run ends. A `process.once('exit')` in a Jest worker never runs (Jest kills
 * its workers), which is how one machine had gathered 60 GB of synth outputs.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `d1-run-<pid of the run>-…`: the pid tells a folder of a run still going from one a killed run left. */
const PREFIX = 'd1-run-';

/**
 * Removes the folders of earlier runs that were killed before they could clean up (Ctrl-C, a crash),
 * makes this run's and points TMPDIR at it. Returns its path.
 */
export function startScratchDir(): string {
  const parent = tmpdir();
  removeAbandoned(parent);
  const dir = mkdtempSync(join(parent, `${PREFIX}${process.pid}-`));
  process.env.TMPDIR = dir;
  // Should the run end without its teardown, the folder still goes with the process.
  process.once('exit', () => removeScratchDir(dir));
  return dir;
}

export function removeScratchDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

function removeAbandoned(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(name.slice(PREFIX.length).split('-')[0]);
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && !isRunning(pid)) removeScratchDir(join(parent, name));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
