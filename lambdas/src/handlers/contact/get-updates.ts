import type { PublishedUpdatesResponse } from '@shared/api/types/updates';
import { isSupporter } from '../../data/profile';
import { listPublishedUpdates } from '../../data/published-updates';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /updates: the sent updates, newest first; the supporters-only ones only for a signed-in supporter. */
export const getUpdates = defineRoute('GET /updates', {}, async ({ caller }) => {
  const withSupportersOnly = caller ? await isSupporter(caller.userId) : false;
  const body: PublishedUpdatesResponse = { updates: await listPublishedUpdates({ withSupportersOnly }) };
  return json(200, body);
});
