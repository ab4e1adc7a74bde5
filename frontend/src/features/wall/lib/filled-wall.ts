import type { WallResponse } from '@shared/api/types/wall';
import { wallCountText, wallNamesHtml } from './wall-html';

/*
 * The wall written into the prerendered /wall before its app runs (the page's fill script,
 * src/wall-fill-entry.ts): the app starts only once the visitor reaches for the page, and then renders
 * from the same answer, so it hydrates the page as it is instead of fetching and drawing it again.
 */

/** The line under the wall's title, which holds its count, as components/wall-screen.tsx marks it. */
const COUNT = '[data-wall-count]';
/** The part of the page that holds the names (or the empty wall), as components/wall-screen.tsx marks it. */
const NAMES = '[data-wall-names]';

let filled: WallResponse | null = null;
let taken = false;

/**
 * Writes the wall's answer into the page, unless the app has begun rendering the wall (it owns that
 * part of the page from then on) or the page has no wall. Answers whether it wrote.
 */
export function fillWall(wall: WallResponse, page: ParentNode = document): boolean {
  const count = page.querySelector(COUNT);
  const names = page.querySelector(NAMES);
  if (taken || !count || !names) return false;
  filled = wall;
  count.textContent = wallCountText(wall);
  names.innerHTML = wallNamesHtml(wall);
  return true;
}

/**
 * The answer written into the page, for the app's first render of the wall (null when none was): once
 * asked, the page is the app's, and a later answer is not written in.
 */
export function takeFilledWall(): WallResponse | null {
  taken = true;
  return filled;
}
