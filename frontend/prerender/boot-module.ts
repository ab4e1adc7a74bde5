/**
 * The one script a prerendered page loads up front. The page is readable and its links and FAQ work
 * without JavaScript, so the app's scripts need not compete with the stylesheet and the headline font
 * for the first paint: this module acts once the first contentful paint is on screen (Paint Timing
 * tells when it is; it reports the paint after it has been presented, where a frame callback would run
 * just before it). It is an external file because the CSP allows no inline script.
 *
 * After the paint it starts the stage's tracking (a small chunk of its own), then the app. A page that
 * works without it until used (SitePage.appStart `whenUsed`: one that reads and navigates, or a form
 * that takes over what was typed before the app ran) neither fetches nor starts the app until the
 * visitor first reaches for the page: a pointer, a touch, a key, a focus, a scroll; unless a session
 * is stored (the header shows the visitor's menu) or the address has a query (the app reads it: a
 * creator code, say). Fetching the app's files after the paint anyway, even one file per task, left
 * their handling on the main thread while the page was being read (docs/performance.md). A page that
 * shows data from the API (SitePage.fill: the gym wall) imports its fill script after the paint, which
 * writes the data in without the app; should it not (the API did not answer), the app starts, to show
 * the error. On every page, a button pressed before the app runs is held and pressed again once the
 * page's screen has hydrated, so no press is lost, and a language chosen from the footer's menu before
 * it runs is remembered as the app would remember it (the link itself loads the page in that language).
 */
import type { PageFill } from '../../shared/site-pages';
import { APP_READY_EVENT } from '../src/app/first-page';
import { hasStoredSession, STORED_SESSION_ATTRIBUTE } from '../src/lib/auth/stored-session';
import { LOCALE_CHOICE_ATTRIBUTE, LOCALE_CHOICE_KEY } from '../src/lib/locale-choice';

/** The boot module's name before Vite adds its content hash (`assets/boot-<hash>.js`). */
export const BOOT_MODULE_NAME = 'boot.js';

/** Marks the root of a prerendered page whose app starts when the visitor first reaches for the page. */
export const START_WHEN_USED_ATTRIBUTE = 'data-app-when-used';

/** Names, on the root of a prerendered page, the fill script it imports after the first paint (SitePage.fill). */
export const PAGE_FILL_ATTRIBUTE = 'data-page-fill';

/** A browser that never reports the paint (a page opened in a background tab) acts this long after its load event. */
const FALLBACK_AFTER_LOAD_MS = 3000;

/** What shows a person is using the page (a pointer move only once the pointer has moved). */
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

export interface BootFiles {
  /** The app's entry chunk; the screen it renders dispatches APP_READY_EVENT once it has hydrated. */
  entry: string;
  /** The chunks the entry imports statically, preloaded with it. */
  preloads: readonly string[];
  /** The chunk that starts the stage's tracking (lib/tracking.ts). */
  tracking: string;
  /** Each page fill's chunk, which exports `filled`: a promise of whether it wrote the page's data in. */
  fills: Record<PageFill, string>;
}

/** The boot module's source, with the built files' URLs. */
export function bootModuleSource(files: BootFiles): string {
  return `const entry = ${JSON.stringify(files.entry)};
const preloads = ${JSON.stringify(files.preloads)};
const tracking = ${JSON.stringify(files.tracking)};
const fills = ${JSON.stringify(files.fills)};
const useEvents = ${JSON.stringify(USE_EVENTS)};
${hasStoredSession.toString()}
const storedSession = hasStoredSession();
if (storedSession) document.documentElement.setAttribute(${JSON.stringify(STORED_SESSION_ATTRIBUTE)}, "");
const root = document.getElementById("root");
const fill = fills[root?.getAttribute(${JSON.stringify(PAGE_FILL_ATTRIBUTE)})];
const whenUsed =
  root?.hasAttribute(${JSON.stringify(START_WHEN_USED_ATTRIBUTE)}) &&
  location.search === "" &&
  !storedSession;
let painted = false;
let used = false;
let started = false;
let held = null;
function start() {
  if (started) return;
  started = true;
  // The entry's own imports are fetched beside it, not one after another as its evaluation finds them.
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}
function use(event) {
  // The browser reports a move without movement whenever what lies under a resting pointer changes
  // (the page laying itself out under it): that is not the visitor reaching for the page.
  if (event.type === "pointermove" && event.movementX === 0 && event.movementY === 0) return;
  used = true;
  for (const type of useEvents) removeEventListener(type, use, true);
  if (painted) start();
}
function hold(event) {
  const choice = event.target instanceof Element ? event.target.closest("a[${LOCALE_CHOICE_ATTRIBUTE}]") : null;
  if (choice) {
    try {
      localStorage.setItem(${JSON.stringify(LOCALE_CHOICE_KEY)}, choice.getAttribute("${LOCALE_CHOICE_ATTRIBUTE}"));
    } catch {}
    return;
  }
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = button;
  use(event);
  start();
}
function afterPaint() {
  if (painted) return;
  painted = true;
  setTimeout(() => import(tracking));
  if (fill) {
    import(fill).then(
      (module) => module.filled.then((wrote) => wrote || start()),
      start,
    );
  }
  if (!whenUsed || used) start();
}
addEventListener("click", hold, true);
document.addEventListener(
  ${JSON.stringify(APP_READY_EVENT)},
  () => {
    removeEventListener("click", hold, true);
    held?.click();
  },
  { once: true },
);
if (whenUsed) for (const type of useEvents) addEventListener(type, use, { capture: true, passive: true });
if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterPaint();
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", () => setTimeout(afterPaint, ${FALLBACK_AFTER_LOAD_MS}), { once: true });
} else {
  requestAnimationFrame(() => setTimeout(afterPaint));
}
`;
}
