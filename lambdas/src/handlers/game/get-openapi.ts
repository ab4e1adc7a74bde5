import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const getOpenApi = defineRoute('GET /game/v1/openapi.json', {}, async () => {
  throw new Error('not built yet');
});
