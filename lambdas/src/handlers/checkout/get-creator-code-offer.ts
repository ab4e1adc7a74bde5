import { normalizeCreatorCode } from '@shared/creator-codes';
import { creatorCodeOffer } from '../../data/creator-codes';
import { CreatorCodeInvalidError, CreatorCodeRateLimitedError } from '../../data/errors';
import { CREATOR_CODE_RATE_LIMIT, tryConsumeRateLimit } from '../../data/rate-limit';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/** GET /creator-codes/{code}: what a valid code offers; 400 for any code not usable now; rate limited per IP. */
export const getCreatorCodeOffer = defineRoute('GET /creator-codes/{code}', {}, async ({ params, event }) => {
  const now = new Date();
  if (!(await tryConsumeRateLimit(CREATOR_CODE_RATE_LIMIT, `ip#${event.requestContext.http.sourceIp}`, now))) {
    throw new CreatorCodeRateLimitedError();
  }
  const code = normalizeCreatorCode(params.code ?? '');
  if (!code) throw new CreatorCodeInvalidError();
  const { percentOff } = await creatorCodeOffer(code, now);
  return json(200, { offer: { code, percentOff } });
});
