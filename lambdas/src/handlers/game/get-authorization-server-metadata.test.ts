import { call } from '../../../test/api-event';
import { TEST_SITE } from '../../../test/game-kit';

describe('GET /.well-known/oauth-authorization-server', () => {
  it("serves RFC 8414's metadata to anyone: the site as issuer, the device flow's endpoints under /api", async () => {
    const result = await call('GET /.well-known/oauth-authorization-server', { token: 'd1g_sk_not-a-key' });

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('public, max-age=300');
    expect(result.body).toEqual({
      issuer: TEST_SITE,
      device_authorization_endpoint: `${TEST_SITE}/api/game/v1/link-requests`,
      token_endpoint: `${TEST_SITE}/api/game/v1/link-requests/token`,
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code'],
      response_types_supported: [],
      scopes_supported: ['entitlements'],
      service_documentation: `${TEST_SITE}/api/game/v1/openapi.json`,
    });
  });
});
