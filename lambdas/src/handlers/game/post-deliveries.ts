import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const postDeliveries = defineRoute('POST /game/v1/deliveries', {}, async () => {
  throw new Error('not built yet');
});
