/**
 * Direct reads of the local API, to check what the browser cannot show on its own: what is stored
 * (purchase rows) and what the server sends a user (never the admin's notes).
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AdminPurchasesResponse, MeResponse } from '@shared/api/types';
import type { StackFile } from '../../infra/local/stack-file';

export interface Login {
  email: string;
  password: string;
}

export class StoreApi {
  constructor(private readonly stack: StackFile) {}

  /** An access token from cognito-local, the way the SPA gets one (USER_PASSWORD_AUTH). */
  async accessToken(login: Login): Promise<string> {
    const { cognito } = this.stack;
    const client = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region: cognito.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const result = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: cognito.clientId,
          AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
        }),
      );
      const token = result.AuthenticationResult?.AccessToken;
      if (!token) throw new Error(`cognito-local gave no access token for ${login.email}`);
      return token;
    } finally {
      client.destroy();
    }
  }

  /** GET <path> as this user; the raw body, so callers can look for text that must not be there. */
  async getText(login: Login, path: string): Promise<string> {
    const response = await fetch(`${this.stack.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${await this.accessToken(login)}` },
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body}`);
    return body;
  }

  async me(login: Login): Promise<MeResponse> {
    return JSON.parse(await this.getText(login, '/me')) as MeResponse;
  }

  /** Every stored purchase of one buyer, as the admin lists them (first page holds them all here). */
  async purchasesOf(admin: Login, email: string): Promise<AdminPurchasesResponse['items']> {
    const page = JSON.parse(await this.getText(admin, '/admin/purchases')) as AdminPurchasesResponse;
    return page.items.filter((purchase) => purchase.email === email);
  }
}
