import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import type {
  AdminContactsResponse,
  AdminPurchasesResponse,
  AdminUserDetailResponse,
  AdminUsersResponse,
  OverviewResponse,
} from '@shared/api/types/admin';
import { type Login, StoreApi } from '../../../../e2e/support/store-api';
import { accessTokenFor, cognitoClient } from '../../../../infra/local/cognito-setup';
import { LOCAL_REGION } from '../../../../infra/local/local-aws';
import { findFreePorts } from '../../../../infra/local/ports';
import { type RunningStack, startStack } from '../../../../infra/local/stack';
import { standInControls } from '../../../../infra/local/stripe/controls';
import { adminMembershipCache } from '../../lib/admin-membership';

// The whole deletion against the real parts: cognito-local checks the password and loses the user,
// DynamoDB Local holds every record, the Stripe stand-in takes the payment.
describe('POST /me/deletion on the local stack', () => {
  let running: RunningStack;
  let dataDir: string;
  let siteDir: string;
  let store: StoreApi;
  let admin: Login;

  beforeAll(async () => {
    adminMembershipCache.ttlMs = 0;
    dataDir = mkdtempSync(join(tmpdir(), 'd1-deletion-data-'));
    siteDir = mkdtempSync(join(tmpdir(), 'd1-deletion-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>D1 Gang</title>');
    const start = async () =>
      startStack({
        dataDir,
        fresh: true,
        ports: await findFreePorts(),
        site: { kind: 'static', dir: siteDir },
        stripeSecretKey: 'sk_test_local',
        reconcileSeconds: 0,
        progress: () => {},
        echo: () => {},
      });
    // Free ports are only free when probed; another stack starting beside this one may take one first. Once more.
    running = await start().catch((error: Error) => {
      if (!/in use/.test(error.message)) throw error;
      return start();
    });
    store = new StoreApi(running.stack);
    admin = running.stack.users.admin;
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  });

  async function send(token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${running.stack.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const asAdmin = async <T>(path: string): Promise<T> =>
    (await send(await accessTokenFor(running.stack.cognito, admin), 'GET', path)).body as T;

  async function everyItem(): Promise<Record<string, unknown>[]> {
    const { endpoint, tableName } = running.stack.dynamodb;
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: LOCAL_REGION }));
    try {
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    } finally {
      client.destroy();
    }
  }

  /** A supporter with a purchase, a tier setup shown on the gym wall and a ticket the admin has answered and noted. */
  async function supporterWithHistory(label: string, ticketName: string) {
    const login = await store.newSupporter(label);
    await store.buy(login, 'rookie');
    await store.submitTierSetup(login, { nickname: `${label} Hooper`, showOnWall: true });
    await store.openTicket(login, { name: ticketName, subject: 'My shoes', message: 'When do they arrive?' });
    const contacts = await asAdmin<AdminContactsResponse>('/admin/contacts');
    const ticket = contacts.items.find((item) => item.email === login.email);
    if (!ticket) throw new Error('the ticket is not listed');
    const adminToken = await accessTokenFor(running.stack.cognito, admin);
    await send(adminToken, 'PATCH', `/admin/contacts/${ticket.id}`, {
      adminNotes: 'Internal note',
      adminResponse: 'Soon!',
    });
    const token = await accessTokenFor(running.stack.cognito, login);
    await send(token, 'PUT', '/me/email-preferences', { updates: true, source: 'profile' });
    const me = (await send(token, 'GET', '/me')).body as { profile: { userId: string } };
    return { login, token, userId: me.profile.userId };
  }

  it('refuses a wrong confirmation word or password with the account messages and changes nothing', async () => {
    const { login, token, userId } = await supporterWithHistory('keeper', 'Kai Keeper');
    const before = await everyItem();

    const notTyped = await send(token, 'POST', '/me/deletion', { confirm: 'delete', password: login.password });
    const wrongPassword = await send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password: 'Wrong-pass-1!' });

    expect(notTyped).toEqual({ status: 400, body: { message: ACCOUNT_MESSAGES.typeDelete } });
    expect(wrongPassword).toEqual({ status: 400, body: { message: ACCOUNT_MESSAGES.wrongPassword } });
    // Only the count of password checks moved (it slows guessing; see the next test).
    expect((await everyItem()).filter((item) => !String(item.pk).startsWith('RATE#deletion#'))).toEqual(before);
    expect(await accessTokenFor(running.stack.cognito, login)).toEqual(expect.any(String));
    const detail = await asAdmin<AdminUserDetailResponse>(`/admin/users/${userId}`);
    expect(detail.profile.email).toBe(login.email);
  });

  it('gives back a payment for a checkout opened before the deletion and paid after it', async () => {
    // Prepare: a checkout opened while the account still stood.
    const login = await store.newSupporter('late-payer');
    const token = await accessTokenFor(running.stack.cognito, login);
    await send(token, 'PUT', '/me/email-preferences', { updates: true, source: 'profile' });
    const me = (await send(token, 'GET', '/me')).body as { profile: { userId: string } };
    const opened = (await send(token, 'POST', '/checkout', { tierId: 'starter' })).body as { url: string };
    const sessionId = new URL(opened.url).pathname.split('/').pop() ?? '';
    expect(await send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password: login.password })).toEqual({
      status: 200,
      body: { deleted: true },
    });
    const revenueBefore = (await asAdmin<OverviewResponse>('/admin/overview')).totalRevenueCents;

    // Act: the tab left open is paid, and Stripe's event arrives.
    await standInControls(running.stack.stripe.url).pay(sessionId);
    await running.stripeEventsDrained();

    // Assess: kept for accounting, refunded in full at Stripe, no revenue, no tier.
    const detail = await asAdmin<AdminUserDetailResponse>(`/admin/users/${me.profile.userId}`);
    expect(
      detail.purchases.map(({ tierId, amountCents, refundedCents, status }) => ({
        tierId,
        amountCents,
        refundedCents,
        status,
      })),
    ).toEqual([
      {
        tierId: 'starter',
        amountCents: 3000,
        refundedCents: 3000,
        status: 'duplicate_refunded',
      },
    ]);
    expect(detail.ledger).toEqual({ standingSumCents: 0, ownedTierId: null, creditCents: 0 });
    expect((await asAdmin<OverviewResponse>('/admin/overview')).totalRevenueCents).toBe(revenueBefore);
  });

  it('removes the user and their email and name from every item, keeping purchases and totals', async () => {
    // Prepare
    const ticketName = 'Quinn Quitter';
    const { login, token, userId } = await supporterWithHistory('leaver', ticketName);
    const overviewBefore = await asAdmin<OverviewResponse>('/admin/overview');
    const purchasesBefore = await asAdmin<AdminPurchasesResponse>('/admin/purchases');

    // Act
    const deleted = await send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password: login.password });

    // Assess
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    const items = JSON.stringify(await everyItem()).toLowerCase();
    expect(items).not.toContain(login.email.toLowerCase());
    expect(items).not.toContain(ticketName.toLowerCase());
    // The nickname was on the gym wall: its entry, count and choice are gone with the setup's display.
    expect(items).not.toContain('leaver hooper');
    // The development updates' consent goes, and with it the entry in their audience.
    expect(items).not.toContain(`emailprefs#user#${userId}`);
    await expect(accessTokenFor(running.stack.cognito, login)).rejects.toThrow();

    const overview = await asAdmin<OverviewResponse>('/admin/overview');
    expect({ ...overview, recentPurchases: [] }).toEqual({ ...overviewBefore, recentPurchases: [] });
    const purchases = await asAdmin<AdminPurchasesResponse>('/admin/purchases');
    expect(purchases.total).toBe(purchasesBefore.total);
    expect(purchases.totalRevenueCents).toBe(purchasesBefore.totalRevenueCents);
    const kept = purchases.items.filter((purchase) => purchase.userId === userId);
    expect(kept.map((purchase) => [purchase.email, purchase.tierId, purchase.amountCents])).toEqual([
      [ACCOUNT_MESSAGES.deletedAccount, 'rookie', 1500],
    ]);
    const users = await asAdmin<AdminUsersResponse>('/admin/users');
    expect(users.items.find((user) => user.userId === userId)?.email).toBe(ACCOUNT_MESSAGES.deletedAccount);
    const detail = await asAdmin<AdminUserDetailResponse>(`/admin/users/${userId}`);
    expect(detail.profile.email).toBe(ACCOUNT_MESSAGES.deletedAccount);
    expect(detail.purchases).toHaveLength(1);
    const contacts = await asAdmin<AdminContactsResponse>('/admin/contacts');
    const ticket = contacts.items.find((item) => item.userId === userId);
    expect(ticket).toMatchObject({
      name: ACCOUNT_MESSAGES.deletedAccount,
      email: ACCOUNT_MESSAGES.deletedAccount,
      message: 'When do they arrive?',
      adminResponse: 'Soon!',
    });

    // A repeat with the token that outlives the account finds the user gone: refused, like every other route.
    const again = await send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password: login.password });
    expect(again).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect((await asAdmin<OverviewResponse>('/admin/overview')).totalRevenueCents).toBe(
      overviewBefore.totalRevenueCents,
    );
  });

  it('refuses the deleted account’s old token on every route that takes one, writing nothing', async () => {
    // Prepare: a supporter on the wall, with a refresh token from the same sign-in as the access token.
    const { login, token } = await supporterWithHistory('ghost', 'Gus Ghost');
    const refreshToken = await refreshTokenFor(login);
    expect(await send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password: login.password })).toEqual({
      status: 200,
      body: { deleted: true },
    });
    const before = await everyItem();

    // Act: everything the audit tried with the token, and every other route a supporter may call.
    const attempts = {
      'PUT /me/tier-submission': await send(token, 'PUT', '/me/tier-submission', {
        nickname: 'Ghost Again',
        showOnWall: true,
      }),
      'PATCH /me/wall': await send(token, 'PATCH', '/me/wall', { showOnWall: true }),
      'PUT /me/email-preferences': await send(token, 'PUT', '/me/email-preferences', {
        updates: true,
        source: 'profile',
      }),
      'POST /contact': await send(token, 'POST', '/contact', {
        name: 'New Name',
        email: 'new-address@example.com',
        subject: 'Hi',
        message: 'Still here?',
      }),
      'POST /checkout': await send(token, 'POST', '/checkout', { tierId: 'mvp' }),
      'POST /checkout/verify': await send(token, 'POST', '/checkout/verify', { sessionId: 'cs_test_unknown' }),
      'PUT /me/two-step': await send(token, 'PUT', '/me/two-step', { enabled: true }),
      'POST /me/deletion': await send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password: login.password }),
      'GET /me': await send(token, 'GET', '/me'),
      'GET /me/tickets': await send(token, 'GET', '/me/tickets'),
      'GET /me/purchases': await send(token, 'GET', '/me/purchases'),
      'GET /me/data': await send(token, 'GET', '/me/data'),
    };

    // Assess
    for (const [route, answer] of Object.entries(attempts)) {
      expect({ route, ...answer }).toEqual({ route, status: 401, body: { message: 'Unauthorized' } });
    }
    expect(await everyItem()).toEqual(before);
    // Every session was signed out: the refresh token gets no new tokens.
    await expect(refresh(refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('pauses the password check after 5 attempts in 15 minutes, whatever the password', async () => {
    const login = await store.newSupporter('guesser');
    const token = await accessTokenFor(running.stack.cognito, login);
    const guess = (password: string) => send(token, 'POST', '/me/deletion', { confirm: 'DELETE', password });

    const wrong = await Promise.all(Array.from({ length: 20 }, (_, n) => guess(`Wrong-pass-${n}!`)));
    const right = await guess(login.password);

    const statuses = wrong.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(wrong.find((answer) => answer.status === 429)?.body).toEqual({
      message: ACCOUNT_MESSAGES.tooManyAttempts,
    });
    expect(right).toEqual({ status: 429, body: { message: ACCOUNT_MESSAGES.tooManyAttempts } });
    expect(await accessTokenFor(running.stack.cognito, login)).toEqual(expect.any(String));
  });

  async function refreshTokenFor(login: Login): Promise<string> {
    const client = cognitoClient(running.stack.cognito.endpoint);
    try {
      const result = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: running.stack.cognito.clientId,
          AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
        }),
      );
      return result.AuthenticationResult?.RefreshToken ?? '';
    } finally {
      client.destroy();
    }
  }

  async function refresh(refreshToken: string): Promise<unknown> {
    const client = cognitoClient(running.stack.cognito.endpoint);
    try {
      return await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: running.stack.cognito.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
    } finally {
      client.destroy();
    }
  }
});
