import { NEXT_CURSOR_HEADER } from '../api/headers';
import { ROUTES } from '../api/routes';

/**
 * The local API server's CORS settings, for a development site on another port (its origins are the
 * local stack's). The cloud API has none: the site calls it on its own origin, under /api.
 */
export const CORS_SETTINGS = {
  /** The methods of the route table, and the preflight. */
  AllowMethods: [...new Set(ROUTES.map((route) => route.method)), 'OPTIONS'],
  /** The SPA sends a bearer token and JSON bodies. */
  AllowHeaders: ['authorization', 'content-type'],
  // The CSV export's file name and next page, and a 429's wait: a cross-origin page cannot read them unless exposed.
  ExposeHeaders: ['content-disposition', NEXT_CURSOR_HEADER, 'retry-after'],
  MaxAge: 86_400,
  AllowCredentials: false,
};
