import { lookUpCreatorCode } from '../../data/creator-code-attempts';
import { defineRoute } from '../../lib/http';
import { json } from '../../lib/responses';

/**
 * GET /creator-codes/{code}: what a valid code offers; 400 for any code not usable now (its last uses
 * held by unpaid checkouts included, as the checkout would answer); 429 once the address (or the
 * signed-in account) spent its creator code tries, which a wrong code at checkout also spends.
 */
export const getCreatorCodeOffer = defineRoute('GET /creator-codes/{code}', {}, async ({ params, caller, event }) => {
  const trier = { userId: caller?.userId ?? null, sourceIp: event.requestContext.http.sourceIp };
  const { code, percentOff } = await lookUpCreatorCode(params.code ?? '', trier, new Date());
  return json(200, { offer: { code, percentOff } });
});
