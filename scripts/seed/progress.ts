const BAR_WIDTH = 30;
const REDRAW_MS = 200;
/** Without a terminal, one plain line per this share of the work. */
const LINE_EVERY = 0.1;

export interface Progress {
  /** `done` of the supporters seeded so far, `items` written. */
  update(done: number, items: number): void;
  finish(): void;
}

/** Supporters seeded, items written and items/s on stderr: one line redrawn on a terminal, plain lines otherwise. */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = performance.now();
  let drawnAt = 0;
  let nextLine = LINE_EVERY;
  const line = (done: number, items: number) => {
    const share = total === 0 ? 1 : done / total;
    const filled = Math.round(share * BAR_WIDTH);
    const perSecond = items / Math.max((performance.now() - started) / 1000, 0.001);
    return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} supporters, ${items.toLocaleString('en-US')} items, ${Math.round(perSecond).toLocaleString('en-US')} items/s`;
  };
  let last = { done: 0, items: 0 };
  return {
    update(done, items) {
      last = { done, items };
      if (stream.isTTY) {
        if (performance.now() - drawnAt < REDRAW_MS) return;
        drawnAt = performance.now();
        stream.write(`\r${line(done, items)}`);
      } else if (total > 0 && done / total >= nextLine) {
        nextLine += LINE_EVERY;
        stream.write(`${line(done, items)}\n`);
      }
    },
    finish() {
      stream.write(stream.isTTY ? `\r${line(last.done, last.items)}\n` : '');
    },
  };
}
