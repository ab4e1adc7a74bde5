import { NEXT_CURSOR_HEADER } from '../api/headers';
import { ROUTES } from '../api/routes';

/**
 * The HTTP API's CORS settings (API Gateway's CorsConfiguration, without the origins, which are the
 * stage's sites). CDK applies them in the cloud (infra/lib/api-cors.ts); the local API server
 * answers with the same ones.
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
