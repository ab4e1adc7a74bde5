import { type ComponentType, lazy } from 'react';

/** A screen in its own chunk: React.lazy over a module's named export. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
