import { pageQuerySchema } from '@shared/schemas/api';
import * as z from 'zod/mini';
import { listUpdates as readUpdates } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

const updatesQuerySchema = z.pick(pageQuerySchema, { cursor: true, limit: true });

/** GET /admin/updates: every development update, newest first, a page at a time. */
export const listUpdates = defineRoute('GET /admin/updates', { query: updatesQuerySchema }, async ({ query }) =>
  json(200, await readUpdates(query)),
);
