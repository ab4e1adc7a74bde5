import type { AdminUpdate, PublishedUpdate, RenderedUpdate } from '../../updates';

// GET /admin/updates: newest first.
export interface AdminUpdatesResponse {
  updates: AdminUpdate[];
  nextCursor: string | null;
}

// POST /admin/updates, GET and PUT /admin/updates/{updateId}, POST .../send (the update, sending)
export interface AdminUpdateResponse {
  update: AdminUpdate;
}

// POST /admin/updates/preview
export type UpdatePreviewResponse = RenderedUpdate;

// GET /admin/updates/{updateId}/recipients: how many the update would go to now (the confirmation's number).
export interface UpdateRecipientsResponse {
  recipients: number;
}

// POST /admin/updates/{updateId}/test: sent to the signed-in admin's own address.
export interface UpdateTestResponse {
  message: string;
  to: string;
}

// GET /updates: the sent updates the reader may see, newest first.
export interface PublishedUpdatesResponse {
  updates: PublishedUpdate[];
}

// GET /updates/{slug}
export interface PublishedUpdateResponse {
  update: PublishedUpdate;
}
