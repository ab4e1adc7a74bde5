/**
 * How the page the browser first loaded came: prerendered HTML that the app hydrates (its title and
 * content are already right), or the empty SPA shell. Set once by main.tsx before the app renders.
 */
export const firstPage = { prerendered: false };
