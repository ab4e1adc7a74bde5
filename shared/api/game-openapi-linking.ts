/** The game API document's linking paths: the OAuth device flow (RFC 8628), a code for a player and the game server's polls. */
import { EXAMPLES } from './game-openapi-examples';
import { form, json, OAUTH_ERROR, OAUTH_ERRORS, type OpenApiDocument, ref } from './game-openapi-parts';

/** The device flow (RFC 8628): a code for a player, and the game server's polls. */
export function linkingPaths(): OpenApiDocument['paths'] {
  return {
    '/game/v1/link-requests': {
      post: {
        operationId: 'createLinkRequest',
        summary: 'Ask for a code to link a player',
        description:
          "RFC 8628's device authorization request, form-encoded, with the player as additional parameters. Show the player user_code and verification_uri (or a QR code of verification_uri_complete), then poll the token endpoint with device_code every interval seconds until expires_in runs out.",
        tags: ['Linking'],
        security: [{ gameClient: [] }],
        requestBody: { required: true, content: form(ref('DeviceAuthorizationForm'), EXAMPLES.linkRequestBody) },
        responses: {
          '200': {
            description: 'The codes.',
            content: json(ref('DeviceAuthorizationResponse'), EXAMPLES.linkRequest),
          },
          '400': {
            description:
              'invalid_request: a parameter is missing or not valid (error_description names it), or the body is not a form; invalid_scope: a scope other than entitlements.',
            content: json(OAUTH_ERROR, EXAMPLES.invalidRequest),
          },
          ...OAUTH_ERRORS,
        },
      },
    },
    '/game/v1/link-requests/token': {
      post: {
        operationId: 'pollLinkRequest',
        summary: 'Poll a link request',
        description:
          "RFC 8628's token request (grant_type urn:ietf:params:oauth:grant-type:device_code): 200 once the player linked the game account, with an access token that reads its entitlements and the entitlements themselves; until then 400 with the request's state in `error`. Only the key that asked for the code may poll it.",
        tags: ['Linking'],
        security: [{ gameClient: [] }],
        requestBody: { required: true, content: form(ref('DeviceTokenForm'), EXAMPLES.linkTokenBody) },
        responses: {
          '200': { description: 'Linked.', content: json(ref('TokenResponse'), EXAMPLES.linked) },
          '400': {
            description:
              'Not linked (yet), or not a code of this key: `error` says why (RFC 8628 section 3.5, RFC 6749 section 5.2).',
            content: {
              'application/json': {
                schema: OAUTH_ERROR,
                examples: {
                  authorization_pending: { summary: 'Poll again after interval', value: EXAMPLES.pending },
                  slow_down: { summary: 'Add 5 seconds to interval', value: EXAMPLES.slowDown },
                  access_denied: { summary: 'The player cancelled', value: EXAMPLES.denied },
                  expired_token: { summary: 'Ask for a new code', value: EXAMPLES.expired },
                  invalid_grant: { summary: "Unknown, used, or another key's code", value: EXAMPLES.invalidGrant },
                  invalid_request: { summary: 'A parameter is missing', value: EXAMPLES.invalidRequest },
                },
              },
            },
          },
          ...OAUTH_ERRORS,
        },
      },
    },
  };
}
