/**
 * How the page the browser first loaded came: prerendered HTML that the app hydrates (its title and
 * content are already right), or the empty SPA shell. Set once by main.tsx before the app renders.
 */
export const firstPage = { prerendered: false };

/**
 * Dispatched on the document once the page's screen has hydrated and rendered with what only the browser
 * knows (useHydrated): a prerendered page's boot module then presses again a button pressed before the
 * app ran (frontend/prerender/boot-module.ts). Pressed any earlier, the button would still be React's
 * prerendered HTML, and React drops a press on a part it has not hydrated yet.
 */
export const APP_READY_EVENT = 'd1-app-ready';
