/**
 * How the page the browser first loaded came: prerendered HTML that the app hydrates (its title and
 * content are already right), or the empty SPA shell. Set once by main.tsx before the app renders.
 */
export const firstPage = { prerendered: false };

/**
 * Dispatched on the document once the app has begun rendering into the page: a prerendered page's boot
 * module then presses again a button pressed before the app ran (frontend/prerender/boot-module.ts).
 */
export const APP_STARTED_EVENT = 'd1-app-started';
