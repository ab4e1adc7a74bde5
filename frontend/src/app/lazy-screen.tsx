import { type ComponentType, lazy } from 'react';

/**
 * A screen in its own chunk: React.lazy over a module's named export, under the app's query client, which
 * loads with the first such chunk (query-root.tsx). `preload` starts fetching the chunk before the screen renders.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loading: ReturnType<typeof start> | undefined;
  function start() {
    return Promise.all([load(), import('@/lib/query-root')]).then(([module, { QueryRoot }]) => {
      const Screen = pick(module);
      return {
        default: () => (
          <QueryRoot>
            <Screen />
          </QueryRoot>
        ),
      };
    });
  }
  const chunk = () => {
    loading ??= start();
    return loading;
  };
  return Object.assign(lazy(chunk), { preload: () => void chunk() });
}
