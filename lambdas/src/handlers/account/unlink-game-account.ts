import { defineRoute } from '../../lib/http';

// PLACEHOLDER: replaced by the route's real handler before this lands.
export const unlinkGameAccount = defineRoute('DELETE /me/game-accounts/{platform}', {}, async () => {
  throw new Error('not built yet');
});
