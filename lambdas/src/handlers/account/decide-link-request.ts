import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const decideLinkRequest = defineRoute('POST /me/link-requests/{userCode}', {}, async () => {
  throw new Error('not built yet');
});
