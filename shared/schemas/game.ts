// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import {
  GAME_ADMIN_MESSAGES,
  GAME_PLATFORMS,
  OAUTH_ERROR_DESCRIPTIONS,
  OAUTH_REQUEST_MESSAGES,
} from '../game-messages';
import { HTTP_MESSAGES } from '../http-messages';
import { displayText } from './display-text';

/** The game-facing API's own errors name the field; its clients are programs, not people. */
export const GAME_LIMITS = {
  playerIdMax: 128,
  displayNameMax: 64,
  keyNameMax: 60,
  changesPageMax: 100,
  deliveriesMax: 100,
} as const;

const platform = z.enum(GAME_PLATFORMS, { error: 'platform must be one of steam, epic, xbox, psn, dev' });

/** A player's id on their platform: what the game server's own login calls them. */
function playerIdSchema(name: string) {
  return z
    .string({ error: `${name} is required` })
    .check(
      z.minLength(1, `${name} is required`),
      z.maxLength(GAME_LIMITS.playerIdMax, `${name} must be at most ${GAME_LIMITS.playerIdMax} characters`),
      z.regex(/^[A-Za-z0-9._:@-]+$/, `${name} may hold letters, digits and . _ : @ - only`),
    );
}

/** The one scope the token grants: reading the player's entitlements. */
export const PLAYER_SCOPE = 'entitlements';

/**
 * POST /game/v1/link-requests: RFC 8628 §3.1's device authorization request, form-encoded, with the
 * player as additional parameters. The client's credentials are read apart (client-authentication.ts).
 * The display name is the player's name in the game, shown to the supporter on /link: refused with
 * characters that hide or reorder text (U+202E, zero-width spaces), as every shown name is.
 */
export const deviceAuthorizationSchema = z.object({
  platform,
  player_id: playerIdSchema('player_id'),
  display_name: displayText({
    required: 'display_name is required',
    max: GAME_LIMITS.displayNameMax,
    tooLong: `display_name must be at most ${GAME_LIMITS.displayNameMax} characters`,
    notAllowed: 'display_name must not hold control, format or invisible characters',
  }),
  /** Optional; anything but `entitlements` is `invalid_scope` (checked by the route, which owns that code). */
  scope: z.optional(z.string()),
});

/** The device-code grant's type (RFC 8628 §3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/**
 * POST /game/v1/link-requests/token: RFC 8628 §3.4's token request. A grant type other than the
 * device code's is `unsupported_grant_type` (checked by the route, which owns that code).
 */
export const deviceTokenSchema = z.object({
  grant_type: z
    .string({ error: OAUTH_REQUEST_MESSAGES.grantTypeRequired })
    .check(z.minLength(1, OAUTH_REQUEST_MESSAGES.grantTypeRequired)),
  device_code: z
    .string({ error: OAUTH_REQUEST_MESSAGES.deviceCodeRequired })
    .check(
      z.minLength(1, OAUTH_REQUEST_MESSAGES.deviceCodeRequired),
      z.maxLength(200, OAUTH_ERROR_DESCRIPTIONS.invalid_grant),
    ),
});

/** GET /game/v1/players/{platform}/{playerId}/entitlements: the path's two parts. */
export const playerPathSchema = z.object({ platform, playerId: playerIdSchema('playerId') });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${GAME_LIMITS.changesPageMax}`;

/** GET /game/v1/changes: after a cursor (none: from the start), at most `limit` changes (default 100). */
export const changesQuerySchema = z.object({
  after: z.optional(z.string().check(z.regex(/^\d{1,15}$/, { error: () => HTTP_MESSAGES.invalidCursor }))),
  limit: z.optional(
    z.pipe(
      z.coerce.number({ error: LIMIT_MESSAGE }),
      z.int({ error: LIMIT_MESSAGE }).check(z.gte(1, LIMIT_MESSAGE), z.lte(GAME_LIMITS.changesPageMax, LIMIT_MESSAGE)),
    ),
  ),
});

/** POST /game/v1/deliveries: the changes the game server has applied. */
export const deliveriesSchema = z.object({
  changeIds: z
    .array(z.string().check(z.regex(/^\d{1,15}$/, 'changeIds must be change ids from the feed')), {
      error: 'changeIds must be a list of change ids',
    })
    .check(
      z.minLength(1, 'changeIds must not be empty'),
      z.maxLength(GAME_LIMITS.deliveriesMax, `changeIds may hold at most ${GAME_LIMITS.deliveriesMax} ids`),
    ),
});

/** POST /me/link-requests/{userCode}: the supporter links the game account, or says no. */
export const linkDecisionSchema = z.object({
  decision: z.enum(['link', 'cancel'], { error: 'Choose Link or Cancel' }),
});

/** DELETE /me/game-accounts/{platform} and the admin's unlink: the platform in the path. */
export const platformPathSchema = z.object({ platform });

/** POST /admin/game-keys: a name to tell keys apart (e.g. "EU game servers"). */
export const gameKeyCreateSchema = z.object({
  name: z
    .string({ error: GAME_ADMIN_MESSAGES.keyNameRequired })
    .check(
      z.trim(),
      z.minLength(1, GAME_ADMIN_MESSAGES.keyNameRequired),
      z.maxLength(GAME_LIMITS.keyNameMax, GAME_ADMIN_MESSAGES.keyNameTooLong),
    ),
});

export type DeviceAuthorizationForm = z.input<typeof deviceAuthorizationSchema>;
export type DeviceTokenForm = z.input<typeof deviceTokenSchema>;
export type ChangesQuery = z.infer<typeof changesQuerySchema>;
export type DeliveriesBody = z.input<typeof deliveriesSchema>;
export type LinkDecisionBody = z.input<typeof linkDecisionSchema>;
export type GameKeyCreateBody = z.input<typeof gameKeyCreateSchema>;
