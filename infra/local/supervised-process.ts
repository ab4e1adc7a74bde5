/**
 * A child process the stack owns: its output goes to a log file (and, line by line, to an optional
 * callback), the last lines are kept for error messages, and stop() ends it for sure.
 */
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

const TAIL_LINES = 30;

export interface SuperviseOptions {
  /** Where the full output goes. */
  logFile: string;
  /** Called for every output line (e.g. to pass confirmation codes through to the console). */
  onLine?: (line: string) => void;
}

export class SupervisedProcess {
  readonly exited: Promise<number | null>;
  private readonly tail: string[] = [];
  private readonly log: WriteStream;
  private exitCode: number | null | undefined;
  /** How it ended, e.g. "exit code 1" or "signal SIGKILL". */
  exitReason = '';
  private spawnError: Error | undefined;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    private readonly options: SuperviseOptions,
  ) {
    mkdirSync(dirname(options.logFile), { recursive: true });
    this.log = createWriteStream(options.logFile, { flags: 'a' });
    this.log.write(`\n--- ${new Date().toISOString()} ${name} (pid ${child.pid ?? 'none'}) ---\n`);
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => this.onOutput(chunk));
    this.exited = new Promise((resolve) => {
      child.once('error', (error) => {
        // Spawning failed (e.g. the binary is missing): there will be no 'exit' event.
        this.spawnError = error;
        this.remember(`failed to start: ${error.message}`);
        if (child.pid === undefined) this.finish(null, resolve);
      });
      child.once('exit', (code, signal) => {
        this.exitReason = code === null ? `signal ${signal}` : `exit code ${code}`;
        this.remember(`exited with ${this.exitReason}`);
        this.finish(code, resolve);
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get logFile(): string {
    return this.options.logFile;
  }

  get error(): Error | undefined {
    return this.spawnError;
  }

  hasExited(): boolean {
    return this.exitCode !== undefined;
  }

  /** The last lines the process printed, for error messages. */
  logTail(lines = 12): string {
    return this.tail.slice(-lines).join('\n');
  }

  /** SIGTERM, then SIGKILL when it has not gone within the grace period. */
  async stop(graceMs = 5000): Promise<void> {
    if (this.hasExited() || this.child.pid === undefined) return;
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    });
    const gone = await Promise.race([this.exited.then(() => true), timedOut]);
    clearTimeout(timer);
    if (!gone) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }

  /** Last resort from a process 'exit' hook, where only synchronous work runs. */
  killNow(): void {
    if (!this.hasExited() && this.child.pid !== undefined) this.child.kill('SIGKILL');
  }

  private pending = '';

  private onOutput(chunk: Buffer): void {
    this.log.write(chunk);
    const text = this.pending + chunk.toString('utf8');
    const lines = text.split(/\r?\n/);
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      this.remember(line);
      this.options.onLine?.(line);
    }
  }

  private remember(line: string): void {
    this.tail.push(line);
    if (this.tail.length > TAIL_LINES) this.tail.shift();
  }

  private finish(code: number | null, resolve: (code: number | null) => void): void {
    if (this.exitCode !== undefined) return;
    if (this.pending) this.remember(this.pending);
    this.exitCode = code;
    this.log.end();
    resolve(code);
  }
}
