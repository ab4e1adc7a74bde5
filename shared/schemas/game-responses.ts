/**
 * What the game servers' API (/game/v1) answers, as schemas: the response types of shared/api/types/game.ts
 * are their outputs, and shared/api/game-openapi.ts turns them into the OpenAPI document's components.
 */
import * as z from 'zod/mini';
import { GAME_PLATFORMS } from '../game-messages';
import { BENEFIT_IDS, TIER_IDS } from '../tiers';

/** What the OpenAPI document says of a schema: `id` makes it a named component. */
interface GameApiMeta {
  id?: string;
  description?: string;
}

/** The game API's schemas with their names and descriptions, read by the OpenAPI document. */
export const gameApiRegistry = z.registry<GameApiMeta>();

function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  gameApiRegistry.add(schema, { description });
  return schema;
}

function component<T extends z.ZodMiniType>(schema: T, id: string, description: string): T {
  gameApiRegistry.add(schema, { id, description });
  return schema;
}

const seconds = (description: string) => described(z.int().check(z.positive()), description);
const time = (description: string) => described(z.iso.datetime(), description);

const gamePlatformSchema = component(z.enum(GAME_PLATFORMS), 'GamePlatform', 'The platform the game account is on.');
const playerId = described(z.string(), "The player's id on the platform, as the game server sent it.");
const tierIdSchema = component(z.enum(TIER_IDS), 'TierId', 'A supporter tier, from the lowest to the highest.');
const benefitIdSchema = component(z.enum(BENEFIT_IDS), 'BenefitId', 'A reward the game grants.');
const tierId = described(
  z.nullable(tierIdSchema),
  "The supporter's owned tier, or null when they own none (never bought, fully refunded, lost dispute, unlinked).",
);
const benefits = described(
  z.array(benefitIdSchema),
  "Every benefit of the tier, the lower tiers' included; [] without a tier.",
);

/** POST /game/v1/link-requests: RFC 8628 §3.2's device authorization response. */
export const deviceAuthorizationResponseSchema = component(
  z.object({
    device_code: described(z.string(), "The game server's secret for polling; never shown to the player."),
    user_code: described(z.string(), 'What the player types on the site: ABCD-EFGH.'),
    verification_uri: described(z.string(), 'The page where the player types the code.'),
    verification_uri_complete: described(z.string(), 'The same page with the code filled in (for a QR code).'),
    expires_in: seconds('Seconds until the codes expire.'),
    interval: seconds('Seconds to wait between polls.'),
  }),
  'DeviceAuthorizationResponse',
  'A link request: show the player user_code and verification_uri, then poll the token endpoint with device_code.',
);

/** What a linked game account is entitled to now: its supporter's owned tier's benefits. */
export const entitlementsSchema = component(
  z.object({
    linked: z.literal(true),
    platform: gamePlatformSchema,
    playerId,
    tierId,
    benefits,
    nickname: described(
      z.nullable(z.string()),
      "The supporter's nickname from their tier setup (the gym wall's name), or null before the setup.",
    ),
    jerseyName: described(z.nullable(z.string()), 'MVP only: the name on the back of the premium jersey, or null.'),
    revision: described(
      z.int().check(z.nonnegative()),
      'Goes up by one at every change of these entitlements, and past every earlier one on a new link; the ETag carries it.',
    ),
    updatedAt: time('When these entitlements last changed (ISO-8601 UTC).'),
  }),
  'Entitlements',
  'What a linked game account is entitled to now.',
);

/** POST /game/v1/link-requests/token: 200 once linked (RFC 6749 §5.1), with the entitlements beside the token. */
export const tokenResponseSchema = component(
  z.object({
    access_token: described(
      z.string(),
      "Reads this player's entitlements (GET /game/v1/players/{platform}/{playerId}/entitlements) until it expires or the game account is unlinked.",
    ),
    token_type: z.literal('Bearer'),
    expires_in: seconds('Seconds until the access token expires.'),
    scope: z.literal('entitlements'),
    entitlements: entitlementsSchema,
  }),
  'TokenResponse',
  'The player linked the game account: grant these entitlements. The access token reads them again later.',
);

/** The error codes the OAuth endpoints answer: RFC 6749 §5.2's and RFC 8628 §3.5's. */
export const oauthErrorSchema = component(
  z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'invalid_scope',
    'unsupported_grant_type',
    'authorization_pending',
    'slow_down',
    'access_denied',
    'expired_token',
  ]),
  'OAuthError',
  'authorization_pending: poll again after interval; slow_down: add 5 seconds to interval, then poll; access_denied: the player cancelled; expired_token: the code expired, ask for a new one; invalid_grant: the code is unknown, used or not yours; invalid_client: wrong or revoked credentials; invalid_request: error_description names the parameter at fault.',
);
export const oauthErrorBodySchema = component(
  z.object({ error: oauthErrorSchema, error_description: z.string() }),
  'OAuthErrorBody',
  'An error of the device authorization or token endpoint (RFC 6749 section 5.2).',
);

export const gameChangeTypeSchema = component(
  z.enum(['linked', 'unlinked', 'granted', 'changed', 'revoked']),
  'GameChangeType',
  'linked: a player linked, with their entitlement; unlinked: stop granting; granted: a first tier; changed: another tier, or a new nickname or jersey name; revoked: remove the items (full refund, lost dispute).',
);

/** One change of the feed: a game account's entitlement after it. */
export const gameChangeSchema = component(
  z.object({
    id: described(z.string(), "The change's place in the feed: a number as a string, strictly increasing."),
    type: gameChangeTypeSchema,
    platform: gamePlatformSchema,
    playerId,
    tierId: described(z.nullable(tierIdSchema), 'The tier after the change; null once unlinked or revoked.'),
    benefits: described(
      z.array(benefitIdSchema),
      'The benefits after the change (the whole set, not a difference); [] once unlinked or revoked.',
    ),
    at: time('When the change happened (ISO-8601 UTC).'),
  }),
  'GameChange',
  "A change of a game account's entitlement. Feed items carry no personal data.",
);

/** GET /game/v1/changes */
export const changesResponseSchema = component(
  z.object({
    changes: z.array(gameChangeSchema),
    nextCursor: described(z.string(), 'Pass back as ?after= for the next page; the same cursor when nothing new came.'),
    hasMore: described(z.boolean(), 'True when more changes wait: ask again at once with nextCursor.'),
  }),
  'ChangesResponse',
  'A page of the change feed, oldest first.',
);

/** POST /game/v1/deliveries */
export const deliveriesResponseSchema = component(
  z.object({
    delivered: described(
      z.int().check(z.nonnegative()),
      'How many of the ids were changes of the feed (now marked delivered); unknown ids are ignored.',
    ),
  }),
  'DeliveriesResponse',
  'The changes the game server confirmed it applied.',
);

/** Every error the game API answers but the OAuth endpoints' (OAuthErrorBody): the message says what is wrong. */
export const errorBodySchema = component(
  z.object({ message: z.string() }),
  'ErrorBody',
  'An error: the message says what is wrong (for a 400, the first field that is not valid).',
);
