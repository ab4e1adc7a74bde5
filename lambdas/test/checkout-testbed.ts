import { call } from './api-event';
import { withPaymentsTestbed } from './payments-kit';

/**
 * What the POST /checkout test files share: the payments testbed pointed at the Stripe stand-in, a
 * checkout start as user A, and the sessions this test left payable (the stand-in serves the whole
 * file, so sessions of earlier tests are not this test's).
 */
export function checkoutTestbed() {
  const bed = withPaymentsTestbed();
  beforeEach(() => {
    process.env.STRIPE_API_URL = bed.harness.standIn.url;
  });
  afterEach(() => jest.restoreAllMocks());

  const sessionsAtStripe = () => bed.harness.standIn.state.listSessions({ limit: 100 });
  let earlierTests = new Set<string>();
  beforeEach(() => {
    earlierTests = new Set(sessionsAtStripe().map((session) => session.id));
  });

  return {
    bed,
    table: bed.table,
    sessionsAtStripe,
    /** The user's sessions from this test a buyer could still pay at Stripe: open and not past their expiry. */
    payableSessions: (userId: string) =>
      sessionsAtStripe().filter(
        (session) =>
          !earlierTests.has(session.id) &&
          session.client_reference_id === userId &&
          session.status === 'open' &&
          session.expires_at > Math.floor(Date.now() / 1000),
      ),
    startCheckout: (body: unknown, headers: Record<string, string> = {}) =>
      call('POST /checkout', { token: bed.auth.tokens.userA, body, headers }),
  };
}
