/**
 * Marks the app's entry chunk for eager compilation. The entry (react-dom, the router and the app's
 * shell) runs as soon as it is loaded, so Chromium's explicit compile hint
 * (https://v8.dev/blog/explicit-compile-hints) has V8 compile all its functions while the file streams
 * in, off the main thread, instead of one by one on the main thread as the app first calls them. Under
 * Lighthouse's mobile CPU that turns the app's start from one long task into shorter ones.
 *
 * The hint must be the file's first line, and Vite writes its own first line into the entry (the lazy
 * chunks' file list) as the bundle is generated, so this runs after it and moves the source map down
 * one line to match.
 */
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's text with every mapping moved down by `lines` lines. */
function shiftedMap(mapText: string, lines: number): string {
  const map = JSON.parse(mapText) as { mappings: string };
  return JSON.stringify({ ...map, mappings: ';'.repeat(lines) + map.mappings });
}

/** Prepends the hint to the named entry chunk in a generated bundle; other chunks are left as they are. */
export function hintEntry(bundle: Rolldown.OutputBundle, entryName: string): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.isEntry || output.name !== entryName) continue;
    if (output.code.startsWith(COMPILE_HINT)) continue;
    output.code = `${COMPILE_HINT}\n${output.code}`;
    const mapAsset = bundle[`${output.fileName}.map`];
    if (mapAsset?.type === 'asset') mapAsset.source = shiftedMap(String(mapAsset.source), 1);
  }
}

export function compileHint(entryName = 'index'): Plugin {
  return {
    name: 'd1:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintEntry(bundle, entryName);
      },
    },
  };
}
