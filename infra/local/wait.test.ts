import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStackError } from './errors';
import { SupervisedProcess } from './supervised-process';
import { eventually, waitUntil } from './wait';

describe('waiting for a part', () => {
  let dir: string;
  const started: SupervisedProcess[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'd1-wait-'));
  });
  afterEach(async () => {
    await Promise.all(started.map((child) => child.stop(1000)));
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  });

  function fakePart(script: string): SupervisedProcess {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const supervised = new SupervisedProcess('Fake part', child, { logFile: join(dir, 'fake.log') });
    started.push(supervised);
    return supervised;
  }

  it('names a part that does not answer in time and shows the last lines of its log', async () => {
    const part = fakePart("console.log('booting'); console.error('still booting'); setInterval(() => {}, 1000);");
    await waitUntil(async () => part.logTail().includes('still booting'), { name: 'Fake part', timeoutMs: 5000 });

    const failure = waitUntil(async () => false, { name: 'Fake part', timeoutMs: 200, process: part });

    await expect(failure).rejects.toBeInstanceOf(LocalStackError);
    await expect(failure).rejects.toThrow(/^Fake part did not answer within 0 s\./);
    await expect(failure).rejects.toThrow(/still booting/);
    await expect(failure).rejects.toThrow(join(dir, 'fake.log'));
    expect(readFileSync(join(dir, 'fake.log'), 'utf8')).toContain('booting\n');
  });

  it('stops waiting as soon as the part exits, with its output', async () => {
    const part = fakePart("console.error('Address already in use'); process.exit(3);");

    // Ten minutes to answer: waiting them out would run past the test's own timeout and fail it.
    const failure = waitUntil(async () => false, { name: 'Fake part', timeoutMs: 600_000, process: part });

    await expect(failure).rejects.toThrow(/Fake part stopped before it answered\.[\s\S]*Address already in use/);
  });

  it("resolves with the probe's first truthy answer", async () => {
    let calls = 0;

    const answer = await waitUntil(async () => (++calls >= 3 ? 'up' : undefined), {
      name: 'Fake part',
      timeoutMs: 5000,
      intervalMs: 10,
    });

    expect(answer).toBe('up');
    expect(calls).toBe(3);
  });

  it('stop() ends a process that ignores SIGTERM with SIGKILL', async () => {
    const part = fakePart("process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000);");
    await waitUntil(async () => part.logTail().includes('ready'), { name: 'Fake part', timeoutMs: 5000 });

    await part.stop(200);

    expect(part.hasExited()).toBe(true);
    expect(part.logTail()).toContain('exited with signal SIGKILL');
  });
});

describe('eventually', () => {
  it("returns the check's result once it stops throwing", async () => {
    let calls = 0;

    const result = await eventually(
      () => {
        calls += 1;
        if (calls < 3) throw new Error(`try ${calls}`);
        return 'done';
      },
      { intervalMs: 10 },
    );

    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('throws the last failure when time runs out', async () => {
    let calls = 0;

    const failure = eventually(
      () => {
        calls += 1;
        throw new Error(`try ${calls}`);
      },
      { timeoutMs: 50, intervalMs: 10 },
    );

    await expect(failure).rejects.toThrow(/^try \d+$/);
    expect(calls).toBeGreaterThan(1);
    await expect(failure).rejects.toThrow(`try ${calls}`);
  });
});
