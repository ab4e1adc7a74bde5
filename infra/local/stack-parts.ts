/**
 * Everything a stack has started, so it can all be stopped: servers first (no new requests), then
 * the child processes. A part added after stop() began is stopped at once; if this process exits
 * without stopping, an exit hook still kills the children.
 */
import { removeStackFile } from './stack-file';
import type { SupervisedProcess } from './supervised-process';

interface Closable {
  close(): Promise<void>;
}

export class StackParts {
  private readonly processes: SupervisedProcess[] = [];
  private readonly servers: Closable[] = [];
  private stopping: Promise<void> | undefined;
  private readonly killOnExit = () => {
    for (const child of this.processes) child.killNow();
  };

  constructor(
    private readonly dataDir: string,
    private readonly onPartExit: (message: string) => void,
  ) {
    process.on('exit', this.killOnExit);
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  addProcess(child: SupervisedProcess): void {
    this.processes.push(child);
    if (this.stopping) void child.stop();
  }

  addServer<T extends Closable>(server: T): T {
    this.servers.push(server);
    if (this.stopping) void server.close();
    return server;
  }

  /** Reports a child that ends while the stack runs (not one we stopped). */
  watchForExits(): void {
    for (const child of this.processes) {
      void child.exited.then(() => {
        if (this.stopping) return;
        this.onPartExit(`${child.name} stopped unexpectedly (${child.exitReason}). Its log: ${child.logFile}`);
      });
    }
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.allSettled(this.servers.map((server) => server.close()));
      await Promise.allSettled(this.processes.map((child) => child.stop()));
      removeStackFile(this.dataDir);
      process.off('exit', this.killOnExit);
    })();
    return this.stopping;
  }
}
