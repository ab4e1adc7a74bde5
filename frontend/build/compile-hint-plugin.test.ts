import type { Rolldown } from 'vite';
import { COMPILE_HINT, hintEntry } from './compile-hint-plugin';

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset;

const chunk = (fileName: string, name: string, isEntry: boolean, code: string) =>
  ({ type: 'chunk', fileName, name, isEntry, code }) as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rolldown.OutputAsset;

function bundleOf(...outputs: Output[]): Rolldown.OutputBundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

describe('hintEntry', () => {
  const entryMap = JSON.stringify({ version: 3, sources: ['main.tsx'], names: [], mappings: 'AAAA;AACA' });

  it("puts the hint on the entry's first line and moves its source map down one line", () => {
    const bundle = bundleOf(
      chunk('assets/index-abc.js', 'index', true, 'const __vite__mapDeps=0;\nstart();'),
      asset('assets/index-abc.js.map', entryMap),
    );

    hintEntry(bundle, 'index');

    expect((bundle['assets/index-abc.js'] as Rolldown.OutputChunk).code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=0;\nstart();`,
    );
    const map = JSON.parse(String((bundle['assets/index-abc.js.map'] as Rolldown.OutputAsset).source));
    expect(map).toEqual({ version: 3, sources: ['main.tsx'], names: [], mappings: ';AAAA;AACA' });
  });

  it('leaves lazy chunks and other entries alone, and hints the entry once', () => {
    const bundle = bundleOf(
      chunk('assets/index-abc.js', 'index', true, 'start();'),
      chunk('assets/Xy12.js', 'wall-screen', false, 'wall();'),
      chunk('assets/Tr4c.js', 'tracking', true, 'track();'),
    );

    hintEntry(bundle, 'index');
    hintEntry(bundle, 'index');

    expect((bundle['assets/index-abc.js'] as Rolldown.OutputChunk).code).toBe(`${COMPILE_HINT}\nstart();`);
    expect((bundle['assets/Xy12.js'] as Rolldown.OutputChunk).code).toBe('wall();');
    expect((bundle['assets/Tr4c.js'] as Rolldown.OutputChunk).code).toBe('track();');
  });
});
