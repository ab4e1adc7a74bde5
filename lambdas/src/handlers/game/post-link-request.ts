import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const postLinkRequest = defineRoute('POST /game/v1/link-requests', {}, async () => {
  throw new Error('not built yet');
});
