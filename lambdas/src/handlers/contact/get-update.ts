import type { PublishedUpdateResponse } from '@shared/api/types/updates';
import { SupportersOnlyUpdateError, UpdateNotPublishedError } from '../../data/errors';
import { isSupporter } from '../../data/profile';
import { getPublishedUpdate } from '../../data/published-updates';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /updates/{slug}: one sent update; a supporters-only one only to a signed-in supporter. */
export const getUpdate = defineRoute('GET /updates/{slug}', {}, async ({ caller, params }) => {
  const update = params.slug ? await getPublishedUpdate(params.slug) : null;
  if (!update) throw new UpdateNotPublishedError();
  if (update.supportersOnly && !(caller && (await isSupporter(caller.userId)))) throw new SupportersOnlyUpdateError();
  const body: PublishedUpdateResponse = { update };
  return json(200, body);
});
