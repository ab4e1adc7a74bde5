import { pageQuerySchema } from '@shared/schemas/api';
import * as z from 'zod/mini';
import { listCreatorCodes as readCreatorCodes } from '../../data/creator-codes';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

const creatorCodesQuerySchema = z.pick(pageQuerySchema, { cursor: true, limit: true });

/** GET /admin/creator-codes: every creator code with its report, newest first, a page at a time. */
export const listCreatorCodes = defineRoute(
  'GET /admin/creator-codes',
  { query: creatorCodesQuerySchema },
  async ({ query }) => json(200, await readCreatorCodes(query)),
);
