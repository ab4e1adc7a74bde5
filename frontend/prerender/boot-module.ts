/**
 * The one script a prerendered page loads up front. The page is readable and its links and FAQ work
 * without JavaScript, so the app's scripts need not compete with the stylesheet and the headline font
 * for the first paint: this module starts them once the first contentful paint is on screen (Paint
 * Timing tells when it is; it reports the paint after it has been presented, where a frame callback
 * would run just before it). It is an external file because the CSP allows no inline script.
 */

/** The boot module's name before Vite adds its content hash (`assets/boot-<hash>.js`). */
export const BOOT_MODULE_NAME = 'boot.js';

/** A browser that never reports the paint (a page opened in a background tab) starts the app this long after its load event. */
const FALLBACK_AFTER_LOAD_MS = 3000;

/**
 * The boot module's source: preloads the entry's static imports, then imports the entry, after the
 * first contentful paint (or, in a browser without Paint Timing, once the next frame has been drawn).
 * `entry` and `preloads` are the built files' URLs.
 */
export function bootModuleSource(entry: string, preloads: readonly string[]): string {
  return `const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}
if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", () => setTimeout(start, ${FALLBACK_AFTER_LOAD_MS}), { once: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
`;
}
