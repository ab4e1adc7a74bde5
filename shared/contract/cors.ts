import { NEXT_CURSOR_HEADER } from '../api/headers';

/**
 * The HTTP API's CORS settings (API Gateway's CorsConfiguration, without the origins, which are the
 * stage's sites). CDK applies them in the cloud (infra/lib/api-cors.ts); the local API server
 * answers with the same ones.
 */
export const CORS_SETTINGS = {
  /** The methods of the route table, and the preflight. */
  AllowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'OPTIONS'],
  /** The SPA sends a bearer token and JSON bodies. */
  AllowHeaders: ['authorization', 'content-type'],
  // The CSV export's file name and next page: a cross-origin page cannot read them unless exposed.
  ExposeHeaders: ['content-disposition', NEXT_CURSOR_HEADER],
  MaxAge: 86_400,
  AllowCredentials: false,
};
