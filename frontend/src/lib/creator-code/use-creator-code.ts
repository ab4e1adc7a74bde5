import { CREATOR_CODE_MESSAGES, type CreatorCodeOffer, normalizeCreatorCode } from '@shared/creator-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { creatorCodeOfferQueryOptions, useCreatorCodeOffer } from '../api/get-creator-code-offer';
import { ApiError } from '../api-client';
import { m } from '../i18n';
import { useRetryWait } from '../use-retry-wait';
import { forgetCreatorCode, rememberCreatorCode, useRememberedCreatorCode } from './remembered-creator-code';

/** The API's 400 for a code that is unknown, paused, expired or used up. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;

/** The API's 429 once the address or the account spent its code checks: the code was not looked at, so it may be right. */
const isRateLimited = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 429;

/** The purchase's creator code: the one checkout sends, what it offers once checked, and what the buyer is told. */
export interface CreatorCode {
  /** The remembered code, checked or not yet: checkout sends it and the server decides. */
  code: string | null;
  offer: CreatorCodeOffer | null;
  /** Why there is no code (or it could not be checked): the API's refusal, or a failed check. */
  message: string | null;
  apply(typed: string): void;
  applying: boolean;
  remove(): void;
  /** Checkout refused the code: say why and forget it. */
  refused(message: string): void;
  /** Checkout did not check the code, too many having been checked: say so and when to try again; keep it. */
  rateLimited(error: ApiError): void;
  /** After too many code checks, when Apply comes back ("Try again in 5 minutes."); null otherwise. */
  wait: string | null;
}

/**
 * The code a link or the buyer brought, checked with GET /creator-codes/{code}: a valid one is shown
 * with its discount; a refused one is said once and forgotten.
 */
export function useCreatorCode(): CreatorCode {
  const queryClient = useQueryClient();
  const remembered = useRememberedCreatorCode();
  const possible = remembered === null ? null : normalizeCreatorCode(remembered);
  const offer = useCreatorCodeOffer(possible);
  const [message, setMessage] = useState<string | null>(null);
  // The 429 of the last check: its Retry-After holds Apply, whichever code is typed next (the limit is the visitor's).
  const [limited, setLimited] = useState<ApiError | null>(null);
  const wait = useRetryWait(limited);
  const check = useMutation({
    mutationFn: (code: string) => queryClient.fetchQuery(creatorCodeOfferQueryOptions(code)),
  });

  const refused = useCallback((why: string) => {
    forgetCreatorCode();
    setMessage(why);
  }, []);

  useEffect(() => {
    if (remembered !== null && possible === null) refused(CREATOR_CODE_MESSAGES.invalid);
  }, [remembered, possible, refused]);

  const rateLimited = useCallback((error: ApiError) => {
    setLimited(error);
    setMessage(error.message);
  }, []);

  useEffect(() => {
    if (isRefusal(offer.error)) refused(offer.error.message);
    else if (isRateLimited(offer.error)) rateLimited(offer.error);
    else if (offer.error) setMessage(m.checkout_creator_code_check_failed());
  }, [offer.error, refused, rateLimited]);

  const apply = (typed: string) => {
    const code = normalizeCreatorCode(typed);
    if (code === null) return setMessage(CREATOR_CODE_MESSAGES.invalid);
    setMessage(null);
    check.mutate(code, {
      onSuccess: () => rememberCreatorCode(code),
      onError: (error) => {
        if (isRateLimited(error)) rateLimited(error);
        else setMessage(isRefusal(error) ? error.message : m.checkout_creator_code_check_failed());
      },
    });
  };

  const remove = () => {
    forgetCreatorCode();
    setMessage(null);
  };

  return {
    code: possible,
    offer: possible !== null && offer.data ? offer.data.offer : null,
    message,
    apply,
    applying: check.isPending,
    remove,
    refused,
    rateLimited,
    wait,
  };
}
