import { type ComponentType, lazy, type ReactElement, useEffect, useState } from 'react';
import { useAnnounceReady } from './use-announce-ready';

interface Chunk {
  /** The screen, under the query root, once its chunk is in. */
  loaded?: ComponentType;
  /** The same screen through React.lazy, for a render before the chunk is in. */
  lazy: ComponentType;
}

/** What lazyScreen gives besides the component: its chunk's loading. */
export interface ScreenChunk {
  preload(): Promise<void>;
  isLoaded(): boolean;
}

function ChunkScreen({ chunk }: { chunk: Chunk }) {
  // Chosen once per mount, so a screen that mounted through React.lazy is never swapped (and remounted) afterwards.
  const [Screen] = useState<ComponentType>(() => chunk.loaded ?? chunk.lazy);
  // Its effects run once the screen's chunk is in and the screen has hydrated with it.
  useAnnounceReady();
  return <Screen />;
}

/**
 * A screen in its own chunk: React.lazy over a module's named export, under the app's query client, which
 * loads with the first such chunk (query-root.tsx). `preload` starts fetching the chunk before the screen renders
 * and settles when it is in (or failed: rendering the screen then shows the error); `isLoaded` tells whether it is in.
 *
 * Once the chunk is in, the screen renders directly. React.lazy suspends on its first render even when its
 * code has arrived, and React then holds the revealed screen back for up to 300 ms after the fallback showed
 * (its Suspense throttle): a preloaded dashboard waited that long before asking for the account.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): (() => ReactElement) & ScreenChunk {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), import('@/lib/query-root')]).then(([module, { QueryRoot }]) => {
      const Screen = pick(module);
      chunk.loaded = () => (
        <QueryRoot>
          <Screen />
        </QueryRoot>
      );
      return { default: chunk.loaded };
    });
    return loading;
  };
  const chunk: Chunk = { lazy: lazy(start) };
  return Object.assign(() => <ChunkScreen chunk={chunk} />, {
    // So React DevTools names the screen's place in the tree.
    displayName: 'LazyScreen',
    preload: (): Promise<void> => start().then(() => undefined),
    isLoaded: () => chunk.loaded !== undefined,
  });
}

/**
 * Whether a screen's chunk is in (true when there is none to wait for). While `wanted`, it starts fetching
 * the chunk and renders again once the chunk has arrived, or has failed: rendering the screen then shows
 * the error. Rendering a screen only once this is true means it never suspends.
 */
export function useChunkIn(chunk: ScreenChunk | undefined, wanted: boolean): boolean {
  const [settled, setSettled] = useState<ScreenChunk>();
  const isIn = !chunk || settled === chunk || chunk.isLoaded();
  useEffect(() => {
    if (!wanted || isIn || !chunk) return;
    let current = true;
    const done = () => {
      if (current) setSettled(chunk);
    };
    chunk.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [chunk, wanted, isIn]);
  return isIn;
}
