/**
 * The local pool and API as a journey's setup and checks use them: new supporters, purchases, tier
 * setups and tickets made directly, so each journey starts from data of its own; and reads of what
 * is stored (purchase rows) or sent (never the admin's notes) that the browser cannot show.
 */
import { randomUUID } from 'node:crypto';
import type { MeResponse } from '@shared/api/types/account';
import type {
  AdminContactsResponse,
  AdminUserDetailResponse,
  AdminUsersResponse,
  OverviewResponse,
} from '@shared/api/types/admin';
import type { AdminUpdatesResponse } from '@shared/api/types/updates';
import type { TierSubmissionRequest } from '@shared/schemas/tier-submission-rules';
import type { TierId } from '@shared/tiers';
import type { AdminUpdate } from '@shared/updates';
import { RECONCILE_PATH } from '../../infra/local/api-server';
import { accessTokenFor, cognitoClient, type Login, signUpConfirmed } from '../../infra/local/cognito-setup';
import type { StackFile } from '../../infra/local/stack-file';
import { type ControlOptions, standInControls } from '../../infra/local/stripe/controls';
import type { ReconcileResult } from '../../lambdas/src/payments/reconcile';

export type { Login };

export interface Ticket {
  name: string;
  subject: string;
  message: string;
}

/** A login no other journey or run uses. */
export function uniqueLogin(label: string): Login {
  const id = randomUUID().slice(0, 8);
  return { email: `${label}-${id}@example.com`, password: `Hoops-${id}!` };
}

export class StoreApi {
  constructor(private readonly stack: StackFile) {}

  /** A new supporter, signed up and confirmed (the post-confirmation trigger has written the profile). */
  async newSupporter(label: string): Promise<Login> {
    const login = uniqueLogin(label);
    const client = cognitoClient(this.stack.cognito.endpoint);
    try {
      await signUpConfirmed(client, this.stack.cognito, login);
    } finally {
      client.destroy();
    }
    return login;
  }

  /** GET <path> as this user; the raw body, so callers can look for text that must not be there. */
  getText(login: Login, path: string): Promise<string> {
    return this.send(login, 'GET', path);
  }

  async me(login: Login): Promise<MeResponse> {
    return JSON.parse(await this.getText(login, '/me')) as MeResponse;
  }

  /** Development updates on or off, as the profile's checkbox sets them. */
  async chooseUpdates(login: Login, updates: boolean): Promise<void> {
    await this.send(login, 'PUT', '/me/email-preferences', { updates, source: 'profile' });
  }

  /** The admin's first page of development updates, newest first. */
  async adminUpdates(admin: Login): Promise<AdminUpdate[]> {
    return (JSON.parse(await this.getText(admin, '/admin/updates')) as AdminUpdatesResponse).updates;
  }

  /** Buys a tier as the site does: POST /checkout, paid at the stand-in, verified; the purchase is stored. */
  async buy(login: Login, tierId: TierId): Promise<void> {
    const sessionId = await this.paidCheckout(login, tierId);
    await this.send(login, 'POST', '/checkout/verify', { sessionId });
  }

  /**
   * A Checkout Session for this tier, paid at the stand-in but not verified: the buyer never came back
   * to the site. With `deliverEvents: false` Stripe's events are lost too. Resolves to the session id.
   */
  async paidCheckout(login: Login, tierId: TierId, options: ControlOptions = {}): Promise<string> {
    const { url } = JSON.parse(await this.send(login, 'POST', '/checkout', { tierId })) as { url: string };
    const sessionId = new URL(url).pathname.split('/').pop() ?? '';
    await standInControls(this.stack.stripe.url).pay(sessionId, options);
    return sessionId;
  }

  /** Runs the payments reconciler now, as its schedule would; what it applied that the store had missed. */
  async reconcile(): Promise<ReconcileResult> {
    const response = await fetch(`${this.stack.apiUrl}${RECONCILE_PATH}`, { method: 'POST' });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${RECONCILE_PATH} answered ${response.status}: ${text}`);
    return JSON.parse(text) as ReconcileResult;
  }

  /** The tier setup for the tier the user owns now. */
  async submitTierSetup(login: Login, values: TierSubmissionRequest): Promise<void> {
    await this.send(login, 'PUT', '/me/tier-submission', values);
  }

  /** A ticket: a contact message sent while signed in. */
  async openTicket(login: Login, ticket: Ticket): Promise<void> {
    await this.send(login, 'POST', '/contact', { ...ticket, email: login.email });
  }

  async overview(admin: Login): Promise<OverviewResponse> {
    return JSON.parse(await this.getText(admin, '/admin/overview')) as OverviewResponse;
  }

  /** How many contact submissions the admin's list counts. */
  async contactCount(admin: Login): Promise<number> {
    return (JSON.parse(await this.getText(admin, '/admin/contacts')) as AdminContactsResponse).total;
  }

  /** The newest contact submissions (the admin list's first page) sent from this email. */
  async contactsFrom(admin: Login, email: string): Promise<AdminContactsResponse['items']> {
    const contacts = JSON.parse(await this.getText(admin, '/admin/contacts')) as AdminContactsResponse;
    return contacts.items.filter((contact) => contact.email === email);
  }

  /** Every stored purchase of one buyer, found by email as the admin finds them. */
  async purchasesOf(admin: Login, email: string): Promise<AdminUserDetailResponse['purchases']> {
    const users = JSON.parse(
      await this.getText(admin, `/admin/users?q=${encodeURIComponent(email)}`),
    ) as AdminUsersResponse;
    const user = users.items.find((item) => item.email === email);
    if (!user) throw new Error(`the admin finds no user ${email}`);
    const detail = JSON.parse(await this.getText(admin, `/admin/users/${encodeURIComponent(user.userId)}`));
    return (detail as AdminUserDetailResponse).purchases;
  }

  private async send(login: Login, method: string, path: string, body?: unknown): Promise<string> {
    const response = await fetch(`${this.stack.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessTokenFor(this.stack.cognito, login)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text;
  }
}
