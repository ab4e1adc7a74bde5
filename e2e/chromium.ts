/** Debian's Chromium, started so that it never reaches for the network on its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's Chromium headless shell (package `chromium-headless-shell`), the same
 * Blink and V8 as `chromium` without the desktop browser around them, which Playwright also drives by
 * default. `npm run test:e2e` (32 tests) took 396 s in full Chromium against 300 s in the shell on a
 * quiet two-core machine: the full browser's own process spent 163 s of CPU against 53 s. The
 * benchmarks keep full Chromium, as a visitor's browser.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
