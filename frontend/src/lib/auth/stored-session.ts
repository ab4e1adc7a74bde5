/**
 * Whether Amplify left a session in this browser, read straight from localStorage so that a
 * visitor who never signed in never downloads the auth code.
 */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage blocked: treat as signed out.
  }
  return false;
}

/**
 * Set on <html> by a prerendered page's boot module when a session is stored (frontend/prerender/boot-module.ts).
 * The page was prerendered with the header's Sign In, which carries the `in-data-stored-session:invisible`
 * class: it stays hidden until the page's screen has hydrated and the app removes the attribute
 * (useAnnounceReady), so a signed-in visitor never sees it flash.
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';
