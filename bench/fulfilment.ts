/**
 * Fulfilment under contention: one Checkout Session is paid while 50 verify calls and 50
 * `checkout.session.completed` events for it arrive at once. Exactly one purchase may be stored.
 */
import { STRIPE_EVENTS_PATH } from '../infra/local/api-server';
import { type BenchRow, row } from './report';
import { withSignedInStack } from './signed-in-stack';

const EACH = 50;

function subOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function benchFulfilment(): Promise<BenchRow[]> {
  return withSignedInStack(async ({ stack, token }) => {
    const checkout = await post(`${stack.apiUrl}/checkout`, { tierId: 'starter' }, token);
    if (!checkout.ok) throw new Error(`POST /checkout answered ${checkout.status}`);
    const { url } = (await checkout.json()) as { url: string };
    const sessionId = new URL(url).pathname.split('/').pop() ?? '';

    const started = performance.now();
    const event = { id: `evt_bench_${Date.now()}`, object: 'event', type: 'checkout.session.completed' };
    const calls = [
      post(`${stack.stripe.url}/_control/sessions/${sessionId}/pay`, {}),
      ...Array.from({ length: EACH }, () => post(`${stack.apiUrl}/checkout/verify`, { sessionId }, token)),
      ...Array.from({ length: EACH }, (_, i) =>
        post(`${stack.apiUrl}${STRIPE_EVENTS_PATH}`, {
          ...event,
          id: `${event.id}_${i}`,
          data: { object: { id: sessionId, object: 'checkout.session' } },
        }),
      ),
    ];
    const responses = await Promise.all(calls);
    const elapsed = performance.now() - started;
    const verifies = await Promise.all(
      responses.slice(1, 1 + EACH).map(async (r) => (r.ok ? ((await r.json()) as { success: boolean }) : null)),
    );
    const verified = verifies.filter((v) => v?.success).length;
    const eventsAcknowledged = responses.slice(1 + EACH).filter((r) => r.ok).length;
    // Imported only now: the data module reads its DynamoDB endpoint when first loaded, and the
    // stack sets it when it starts.
    const { listPurchasesForUser } = await import('../lambdas/src/data/purchase');
    const purchases = (await listPurchasesForUser(subOf(token))).filter((p) => p.id === sessionId).length;

    return [
      row('Fulfilment', `${EACH} verify + ${EACH} events + the payment, at once`, `${elapsed.toFixed(0)} ms`),
      row('Fulfilment', 'purchases stored for the session', String(purchases), '1', purchases === 1),
      row('Fulfilment', 'verify calls answering success (others saw it unpaid)', `${verified} / ${EACH}`),
      row(
        'Fulfilment',
        'events acknowledged',
        `${eventsAcknowledged} / ${EACH}`,
        `${EACH} / ${EACH}`,
        eventsAcknowledged === EACH,
      ),
    ];
  });
}
