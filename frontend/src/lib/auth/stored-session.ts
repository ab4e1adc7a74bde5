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
