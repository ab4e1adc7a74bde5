// zod/mini: the same validation as classic zod, tree-shaken to what is used (bundles stay small).
import * as z from 'zod/mini';
import { GAME_MESSAGES, GAME_PLATFORMS } from '../game-messages';
import { HTTP_MESSAGES } from '../http-messages';

/** The game-facing API's own errors name the field; its clients are programs, not people. */
export const GAME_LIMITS = {
  playerIdMax: 128,
  displayNameMax: 64,
  keyNameMax: 60,
  changesPageMax: 100,
  deliveriesMax: 100,
} as const;

const platform = z.enum(GAME_PLATFORMS, { error: 'platform must be one of steam, epic, xbox, psn, dev' });
const playerId = z
  .string({ error: 'playerId is required' })
  .check(
    z.minLength(1, 'playerId is required'),
    z.maxLength(GAME_LIMITS.playerIdMax, `playerId must be at most ${GAME_LIMITS.playerIdMax} characters`),
    z.regex(/^[A-Za-z0-9._:@-]+$/, 'playerId may hold letters, digits and . _ : @ - only'),
  );

/** POST /game/v1/link-requests: the game server asks for a code for one of its players. */
export const linkRequestSchema = z.object({
  platform,
  playerId,
  displayName: z
    .string({ error: 'displayName is required' })
    .check(
      z.trim(),
      z.minLength(1, 'displayName is required'),
      z.maxLength(GAME_LIMITS.displayNameMax, `displayName must be at most ${GAME_LIMITS.displayNameMax} characters`),
    ),
});

/** POST /game/v1/link-requests/token: the game server polls with the device code it was given. */
export const linkTokenSchema = z.object({
  deviceCode: z
    .string({ error: 'deviceCode is required' })
    .check(z.minLength(1, 'deviceCode is required'), z.maxLength(200, 'deviceCode is not valid')),
});

/** GET /game/v1/players/{platform}/{playerId}/entitlements: the path's two parts. */
export const playerPathSchema = z.object({ platform, playerId });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${GAME_LIMITS.changesPageMax}`;

/** GET /game/v1/changes: after a cursor (none: from the start), at most `limit` changes (default 100). */
export const changesQuerySchema = z.object({
  after: z.optional(z.string().check(z.regex(/^\d{1,15}$/, HTTP_MESSAGES.invalidCursor))),
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
    .string({ error: GAME_MESSAGES.keyNameRequired })
    .check(
      z.trim(),
      z.minLength(1, GAME_MESSAGES.keyNameRequired),
      z.maxLength(GAME_LIMITS.keyNameMax, GAME_MESSAGES.keyNameTooLong),
    ),
});

export type LinkRequestBody = z.input<typeof linkRequestSchema>;
export type LinkTokenBody = z.input<typeof linkTokenSchema>;
export type ChangesQuery = z.infer<typeof changesQuerySchema>;
export type DeliveriesBody = z.input<typeof deliveriesSchema>;
export type LinkDecisionBody = z.input<typeof linkDecisionSchema>;
export type GameKeyCreateBody = z.input<typeof gameKeyCreateSchema>;
