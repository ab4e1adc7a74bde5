/**
 * The whole local stack, started as `npm start` starts it, on free ports with a fresh data folder
 * and a one-page site folder instead of the SPA build.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminMembershipCache } from '../../lambdas/src/lib/admin-membership';
import { accessTokenFor, cognitoClient, type Login, signUpAdmin, signUpConfirmed } from './cognito-setup';
import { findFreePorts } from './ports';
import { type RunningStack, startStack } from './stack';
import type { StackFile } from './stack-file';
import { standInControls } from './stripe/controls';
import { eventually } from './wait';

function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('local stack', () => {
  let running: RunningStack;
  let dataDir: string;
  let siteDir: string;
  const progress: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'd1-stack-data-'));
    siteDir = mkdtempSync(join(tmpdir(), 'd1-stack-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>D1 Gang</title><p>landing</p>');
    writeFileSync(
      join(siteDir, 'app.html'),
      '<!doctype html><html><head><title>D1 Gang</title></head><body><p>spa</p><div id="root"></div></body></html>',
    );
    writeFileSync(join(siteDir, 'app.js'), 'console.log(1);');
    running = await startStack({
      dataDir,
      ports: await findFreePorts(),
      site: { kind: 'static', dir: siteDir },
      stripeSecretKey: 'sk_test_local',
      // Only POST /_local/reconcile runs the reconciler here, so a test sees what one run does.
      reconcileSeconds: 0,
      progress: (line) => progress.push(line),
      echo: (line) => progress.push(line),
    });
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  });

  const accessToken = (login: Login) => accessTokenFor(running.stack.cognito, login);

  it('writes stack.json in its fixed shape once every part answers', () => {
    const written = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as StackFile;

    expect(written).toEqual(running.stack);
    expect(Object.keys(written)).toEqual([
      'siteUrl',
      'apiUrl',
      'cognito',
      'dynamodb',
      'stripe',
      'email',
      'users',
      'game',
    ]);
    expect(Object.keys(written.cognito)).toEqual(['endpoint', 'region', 'userPoolId', 'clientId']);
    expect(Object.keys(written.dynamodb)).toEqual(['endpoint', 'region', 'tableName']);
    expect(written.siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(written.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(written.stripe.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(written.email.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(written.users.admin.email).toBe('admin@d1gang.local');
    expect(written.users.admin.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(written.users.demo.email).toBe('demo@d1gang.local');
    expect(written.game.serverKey).toMatch(/^d1g_sk_[0-9A-Z]{26}_[A-Za-z0-9_-]{43}$/);
    expect(progress.some((line) => line.startsWith('Starting DynamoDB Local'))).toBe(true);
  });

  it('signs the demo user in on cognito-local and GET /me answers 200 with the demo email', async () => {
    const token = await accessToken(running.stack.users.demo);

    const response = await fetch(`${running.stack.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } });

    expect(response.status).toBe(200);
    // The profile was written by our post-confirmation trigger when the user was seeded.
    expect(((await response.json()) as { profile: { email: string } }).profile.email).toBe('demo@d1gang.local');
  });

  it('emails the code of every sign-up through the outbox, however many came before', async () => {
    const client = cognitoClient(running.stack.cognito.endpoint);
    // The local SES inbox: each code leaves through the custom email sender, the outbox and the sender.
    type Inbox = { emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[] };
    const emailedTo = async (email: string) =>
      ((await (await fetch(`${running.stack.email.url}/store`)).json()) as Inbox).emails
        .filter((sent) => sent.destination.to.includes(email))
        .map((sent) => `${sent.subject}: ${sent.body.text?.split('\n')[0]}`);
    try {
      for (let n = 1; n <= 5; n += 1) {
        const email = `code-${n}@example.com`;

        await signUpConfirmed(client, running.stack.cognito, { email, password: `Hoops-${n}-code!` });

        const code = expect.stringMatching(/^Your D1 Gang verification code: Your D1 Gang verification code is \d{6}$/);
        await eventually(async () => expect(await emailedTo(email)).toEqual([code]), { timeoutMs: 10_000 });
      }
    } finally {
      client.destroy();
    }
  });

  it('refuses GET /me without a token (the handler verifies, not the server)', async () => {
    const response = await fetch(`${running.stack.apiUrl}/me`);

    expect(response.status).toBe(401);
  });

  it('takes the local game server key on the game routes, and refuses a call without it with 401', async () => {
    const changes = `${running.stack.apiUrl}/game/v1/changes`;

    const without = await fetch(changes);
    const withKey = await fetch(changes, { headers: { authorization: `Bearer ${running.stack.game.serverKey}` } });

    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ message: 'Invalid game server key' });
    expect(withKey.status).not.toBe(401);
    await withKey.body?.cancel();
  });

  it('answers GET /admin/role with isAdmin true for the admin and false for the demo user', async () => {
    const [adminToken, demoToken] = await Promise.all([
      accessToken(running.stack.users.admin),
      accessToken(running.stack.users.demo),
    ]);

    const admin = await fetch(`${running.stack.apiUrl}/admin/role`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const demo = await fetch(`${running.stack.apiUrl}/admin/role`, {
      headers: { authorization: `Bearer ${demoToken}` },
    });

    expect(admin.status).toBe(200);
    expect(await admin.json()).toEqual({ isAdmin: true });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toEqual({ isAdmin: false });
  });

  it('serves the site with SPA fallback and a config.json pointing at the local parts', async () => {
    const { siteUrl, cognito } = running.stack;

    const deepLink = await fetch(`${siteUrl}/admin/users/user-1`);
    const asset = await fetch(`${siteUrl}/app.js`);
    const config = await fetch(`${siteUrl}/config.json`);

    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<p>spa</p>');
    expect(await asset.text()).toBe('console.log(1);');
    expect(await config.json()).toEqual({
      // The SPA calls the API on its own origin; the site server proxies /api as CloudFront does.
      apiUrl: '/api',
      region: cognito.region,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      cognitoEndpoint: cognito.endpoint,
      authFlow: 'USER_PASSWORD_AUTH',
      pixelId: null,
      stage: 'local',
    });
  });

  it('publishes the /updates pages into its data folder once it is up, and serves them from there', async () => {
    const list = await fetch(`${running.stack.siteUrl}/updates`);

    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('<title>Development Updates | D1 Gang</title>');
    expect(html).toContain('<p>No updates yet. Check back soon.</p>');
    expect(readFileSync(join(dataDir, 'update-pages', 'updates.html'), 'utf8')).toBe(html);
  });

  it('serves the API on the site origin under /api: one origin, no CORS preflight for the SPA', async () => {
    const { siteUrl } = running.stack;
    const token = await accessToken(running.stack.users.demo);

    const signedOut = await fetch(`${siteUrl}/api/me`);
    const signedIn = await fetch(`${siteUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    const contact = await fetch(`${siteUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'x', message: '' }),
    });

    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-type')).toContain('application/json');
    expect(await signedOut.json()).toEqual({ message: 'Unauthorized' });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { profile: { email: string } }).profile.email).toBe('demo@d1gang.local');
    expect(contact.status).toBe(400);
  });

  it('buys a tier through the Stripe stand-in: its events reach the stripe-events handler after the answer', async () => {
    const { apiUrl, siteUrl, stripe } = running.stack;
    const headers = {
      authorization: `Bearer ${await accessToken(running.stack.users.demo)}`,
      'content-type': 'application/json',
      origin: siteUrl,
    };
    const tierOf = async () =>
      ((await (await fetch(`${apiUrl}/me`, { headers })).json()) as { tierId: string | null }).tierId;

    const checkout = await fetch(`${apiUrl}/checkout`, { method: 'POST', headers, body: '{"tierId":"rookie"}' });
    const { url } = (await checkout.json()) as { url: string };
    const sessionId = url.split('/').pop();
    // Paid through the test controls, with no verify call: only the completed event can grant the tier.
    const controls = standInControls(stripe.url);
    const paid = await controls.pay(sessionId ?? '');
    await running.stripeEventsDrained();
    const tierAfterPayment = await tierOf();
    await controls.refund(paid.payment_intent ?? '');
    await running.stripeEventsDrained();
    const tierAfterRefund = await tierOf();

    expect(checkout.status).toBe(200);
    expect(url.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    expect(tierAfterPayment).toBe('rookie');
    expect(tierAfterRefund).toBeNull();
  });

  it('reconciles a payment whose events never came: POST /_local/reconcile grants it and says so', async () => {
    const { apiUrl, stripe } = running.stack;
    const email = `withheld-${Date.now()}@example.com`;
    const buyer = { email, password: 'D1gang-Withheld-1!' };
    const client = cognitoClient(running.stack.cognito.endpoint);
    await signUpConfirmed(client, running.stack.cognito, buyer).finally(() => client.destroy());
    const headers = { authorization: `Bearer ${await accessToken(buyer)}`, 'content-type': 'application/json' };
    const tierOf = async () =>
      ((await (await fetch(`${apiUrl}/me`, { headers })).json()) as { tierId: string | null }).tierId;
    const checkout = await fetch(`${apiUrl}/checkout`, { method: 'POST', headers, body: '{"tierId":"baller"}' });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop() ?? '';
    // The buyer pays and closes the tab; Stripe's events never reach the store.
    await standInControls(stripe.url).pay(sessionId, { deliverEvents: false });
    const tierBefore = await tierOf();

    const response = await fetch(`${apiUrl}/_local/reconcile`, { method: 'POST' });
    const body = (await response.json()) as { complete: boolean; corrections: unknown[] };

    expect(tierBefore).toBeNull();
    expect(response.status).toBe(200);
    // The same run sweeps the unclaimed gifts (none here).
    const noGiftWork = { complete: true, reminded: 0, expired: 0, refunded: 0 };
    expect(body).toEqual({
      complete: true,
      corrections: [{ kind: 'fulfilment', sessionId, outcome: 'granted' }],
      gifts: noGiftWork,
    });
    expect(await tierOf()).toBe('baller');
    const again = (await (await fetch(`${apiUrl}/_local/reconcile`, { method: 'POST' })).json()) as typeof body;
    expect(again).toEqual({ complete: true, corrections: [], gifts: noGiftWork });
  });

  it('reminds a buyer without a setup through the SES emulator when POST /_local/reminders sweeps a day later', async () => {
    const { apiUrl, stripe, email: ses } = running.stack;
    const email = `reminded-${Date.now()}@example.com`;
    const buyer = { email, password: 'D1gang-Reminded-1!' };
    const client = cognitoClient(running.stack.cognito.endpoint);
    await signUpConfirmed(client, running.stack.cognito, buyer).finally(() => client.destroy());
    const headers = { authorization: `Bearer ${await accessToken(buyer)}`, 'content-type': 'application/json' };
    const checkout = await fetch(`${apiUrl}/checkout`, { method: 'POST', headers, body: '{"tierId":"starter"}' });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop() ?? '';
    await standInControls(stripe.url).pay(sessionId);
    await running.stripeEventsDrained();
    const dayLater = new Date(Date.now() + 25 * 3_600_000).toISOString();

    const response = await fetch(`${apiUrl}/_local/reminders`, {
      method: 'POST',
      body: JSON.stringify({ now: dayLater }),
    });

    expect(response.status).toBe(200);
    // Earlier tests' buyers without a setup are reminded in the same sweep.
    expect(((await response.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    const again = await fetch(`${apiUrl}/_local/reminders`, {
      method: 'POST',
      body: JSON.stringify({ now: dayLater }),
    });
    expect(await again.json()).toEqual({ sent: 0 });
    const reminders = await eventually(
      async () => {
        const { emails } = (await (await fetch(`${ses.url}/store`)).json()) as {
          emails: { subject: string; destination: { to: string[] } }[];
        };
        const found = emails.filter((one) => one.destination.to.includes(email) && one.subject.startsWith('Set up'));
        expect(found).toHaveLength(1);
        return found;
      },
      { timeoutMs: 60_000 },
    );
    expect(reminders[0]?.subject).toBe('Set up your D1 Gang rewards');
  });

  it('refuses a removed admin’s still-valid token once the group check’s cache window has passed', async () => {
    const { apiUrl, cognito } = running.stack;
    const client = cognitoClient(cognito.endpoint);
    const email = 'former-admin@example.com';
    const group = { UserPoolId: cognito.userPoolId, Username: email, GroupName: 'admin' };
    const clock = jest.spyOn(adminMembershipCache, 'now');
    try {
      const login = await signUpAdmin(client, { ...cognito, apiUrl }, { email, password: 'Hoops-admin-1!' });
      const token = await accessToken(login);
      const overview = () => fetch(`${apiUrl}/admin/overview`, { headers: { authorization: `Bearer ${token}` } });
      const start = Date.now();
      clock.mockReturnValue(start);

      expect((await overview()).status).toBe(200);
      await client.send(new AdminRemoveUserFromGroupCommand(group));
      // Within the window the Lambda's cached answer stands (the token still names the group).
      clock.mockReturnValue(start + 4 * 60 * 1000);
      expect((await overview()).status).toBe(200);
      // Past 5 minutes Cognito is asked again: the same token is refused.
      clock.mockReturnValue(start + 5 * 60 * 1000);
      const refused = await overview();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Access denied. Admin privileges required.' });
    } finally {
      clock.mockRestore();
      client.destroy();
    }
  });

  it('stops every part: the Java and cognito-local processes are gone and stack.json is removed', async () => {
    const { dynamodb, cognito } = running.pids;
    expect(isRunning(dynamodb)).toBe(true);
    expect(isRunning(cognito)).toBe(true);

    await running.stop();

    expect(isRunning(dynamodb)).toBe(false);
    expect(isRunning(cognito)).toBe(false);
    expect(existsSync(join(dataDir, 'stack.json'))).toBe(false);
    await expect(fetch(`${running.stack.apiUrl}/me`)).rejects.toThrow();
  });
});
