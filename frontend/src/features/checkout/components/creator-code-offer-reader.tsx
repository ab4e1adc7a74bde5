import type { CreatorCodeOffer } from '@shared/creator-codes';
import { useEffect } from 'react';
import { useCreatorCodeOffer } from '@/lib/api/get-creator-code-offer';

/** What a remembered creator code offers, as checked: null when refused or not checkable; `known` once answered. */
export interface CreatorCodeCheck {
  code: string;
  offer: CreatorCodeOffer | null;
  known: boolean;
}

/**
 * Checks the creator code a link left (GET /creator-codes/{code}) for tier cards shown outside the
 * dashboard, the landing page's, so that their upgrade buttons say what checkout, which sends the
 * code, will charge. Renders nothing; the dashboard's own panel checks, shows and forgets codes.
 */
export function CreatorCodeOfferReader({ code, onRead }: { code: string; onRead(check: CreatorCodeCheck): void }) {
  const offer = useCreatorCodeOffer(code);
  const found = offer.data?.offer ?? null;
  const known = !offer.isPending;
  useEffect(() => onRead({ code, offer: found, known }), [onRead, code, found, known]);
  return null;
}
