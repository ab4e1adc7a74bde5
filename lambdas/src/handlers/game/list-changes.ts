import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const listChanges = defineRoute('GET /game/v1/changes', {}, async () => {
  throw new Error('not built yet');
});
