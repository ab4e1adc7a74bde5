import { updatePreviewSchema } from '@shared/schemas/updates';
import { renderMarkdown } from '../../data/updates';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** POST /admin/updates/preview: the email's and the page's renderings of what is being written; nothing is stored. */
export const previewUpdate = defineRoute(
  'POST /admin/updates/preview',
  { body: updatePreviewSchema },
  async ({ body }) => json(200, await renderMarkdown(body.bodyMarkdown)),
);
