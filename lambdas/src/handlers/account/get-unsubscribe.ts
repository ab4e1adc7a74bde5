import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { EMAIL_PATHS } from '../../email/rendered-email';
import { defineRoute } from '../../lib/http';
import { seeOther } from '../../lib/responses';

/**
 * GET /email/unsubscribe?token=…: the List-Unsubscribe URL opened rather than posted to, by a person
 * or a mail app. It sends them on to the /unsubscribe page with the same token, whose button posts the
 * unsubscribe; a GET never unsubscribes (mail scanners follow links). The token is passed on as it
 * came, checked by the POST: a missing or broken one gets the page's own 'not valid' answer.
 */
export const getUnsubscribe = defineRoute('GET /email/unsubscribe', {}, async ({ event }) => toUnsubscribePage(event));

/** HEAD /email/unsubscribe: a mail app checking the link before showing it gets the GET's answer (no body). */
export const headUnsubscribe = defineRoute('HEAD /email/unsubscribe', {}, async ({ event }) =>
  toUnsubscribePage(event),
);

function toUnsubscribePage(event: APIGatewayProxyEventV2) {
  const token = event.queryStringParameters?.token;
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return seeOther(`${EMAIL_PATHS.unsubscribe}${query}`);
}
