import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const pollLinkToken = defineRoute('POST /game/v1/link-requests/token', {}, async () => {
  throw new Error('not built yet');
});
