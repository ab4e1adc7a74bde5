import { useSyncExternalStore } from 'react';

/** The creator code a link brought or the buyer applied, kept for the browser session. */
const CREATOR_CODE_KEY = 'd1gang.creatorCode';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberedCreatorCode(): string | null {
  try {
    return sessionStorage.getItem(CREATOR_CODE_KEY);
  } catch {
    return null;
  }
}

function store(code: string | null): void {
  try {
    if (code === null) sessionStorage.removeItem(CREATOR_CODE_KEY);
    else sessionStorage.setItem(CREATOR_CODE_KEY, code);
  } catch {
    // Storage blocked: the code lasts until the page closes, then the buyer types it again.
  }
  for (const listener of listeners) listener();
}

export const rememberCreatorCode = (code: string): void => store(code);

export const forgetCreatorCode = (): void => store(null);

/** The remembered code, kept current across the components that show or use it. */
export function useRememberedCreatorCode(): string | null {
  return useSyncExternalStore(subscribe, rememberedCreatorCode, () => null);
}
