import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const getEntitlements = defineRoute('GET /game/v1/players/{platform}/{playerId}/entitlements', {}, async () => {
  throw new Error('not built yet');
});
