/**
 * The gym wall's fill script, as a chunk of its own: the boot module of the prerendered /wall imports it
 * after the first paint, before (and usually without) the app. It asks GET /wall and writes the names
 * into the page (features/wall/lib/filled-wall.ts), so the wall reads whole while the app waits for the
 * visitor to reach for the page. `filled` says whether it did: when not (the API did not answer), the
 * boot module starts the app, whose wall shows the error and a way to try again.
 */
import { getWall } from './features/wall/api/wall-request';
import { fillWall } from './features/wall/lib/filled-wall';
import { setPageLocale } from './lib/locale';

setPageLocale(window.location.pathname);

export const filled: Promise<boolean> = getWall().then(
  (wall) => fillWall(wall),
  () => false,
);
