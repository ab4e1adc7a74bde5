import type { CreatorCodeOfferResponse } from '@shared/api/types/creator-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { creatorCodeKeys } from '../query-keys';

function getCreatorCodeOffer(code: string): Promise<CreatorCodeOfferResponse> {
  return api('GET /creator-codes/{code}', { params: { code } });
}

// The route is rate limited per IP: a code checked on Apply is not asked for again when it shows.
const CHECKED_FOR_MS = 5 * 60_000;

/** What a creator code offers now; a code not usable now fails with the API's 400. */
export const creatorCodeOfferQueryOptions = (code: string) =>
  queryOptions({
    queryKey: creatorCodeKeys.offer(code),
    queryFn: () => getCreatorCodeOffer(code),
    staleTime: CHECKED_FOR_MS,
  });

/** The offer of `code`, asked for once there is a code. */
export function useCreatorCodeOffer(code: string | null) {
  return useQuery({ ...creatorCodeOfferQueryOptions(code ?? ''), enabled: code !== null });
}
