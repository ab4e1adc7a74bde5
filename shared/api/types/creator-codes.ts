import type { AdminCreatorCode, CreatorCodeOffer } from '../../creator-codes';

// GET /admin/creator-codes: newest first.
export interface AdminCreatorCodesResponse {
  codes: AdminCreatorCode[];
  nextCursor: string | null;
}

// POST /admin/creator-codes (created), PATCH /admin/creator-codes/{code} (paused or resumed)
export interface AdminCreatorCodeResponse {
  code: AdminCreatorCode;
}

// GET /creator-codes/{code}: what a valid code offers (400 'This creator code is not valid.' otherwise).
export interface CreatorCodeOfferResponse {
  offer: CreatorCodeOffer;
}
