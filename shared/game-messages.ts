import * as m from './i18n/paraglide/messages/_index.js';

/** What the game servers read (machines, not people): English, as the game API documents it. */
export const GAME_API_MESSAGES = {
  /** Any game route called with a missing, malformed, wrong or revoked key: 401. */
  invalidKey: 'Invalid game server key',
  /** A key past its 600 requests in any 60 seconds: 429, with Retry-After. */
  keyRateLimited: 'Too many requests for this game server key. Wait the seconds Retry-After gives, then retry.',
  notLinked: 'This game account is not linked',
} as const;

/** The admin's words about game keys and a supporter's game accounts: English, as the admin panel. */
export const GAME_ADMIN_MESSAGES = {
  /** The admin's unlink of a supporter's game account (user detail). */
  adminUnlinkQuestion: (platform: string, displayName: string) =>
    `Unlink the ${platform} account ${displayName}? The game removes its rewards, and the supporter can link an account again.`,
  adminUnlinked: 'Game account unlinked.',
  adminUnlinkFailed: 'Could not unlink the game account. Try again.',
  keyNameRequired: 'Enter a name for the key.',
  keyNameTooLong: 'The key name must be 60 characters or fewer.',
  keyNotFound: 'No game server key with this id.',
  /** Shown beside a new key: the store keeps only its hash. */
  keyShownOnce: 'Copy this key now. It is shown once; the store keeps only its hash.',
  keyCreated: 'Game server key created',
  keyCreateFailed: 'Failed to create the game server key',
  keyCopied: 'Key copied to clipboard!',
  keyCopyFailed: 'Could not copy the key',
  keyRevoked: 'Game server key revoked',
  keyRevokeFailed: 'Failed to revoke the game server key',
} as const;

/**
 * Copy of in-game delivery: the game's API, the /link page, the profile's linked accounts and the admin's game keys.
 * What the supporter reads (the /link page, the link API's refusals, the profile, the dashboard) are getters, in
 * the page's or the request's language; the game servers' and the admin's words are the English ones above.
 * The Lambdas import those, or the messages themselves, not this object: whatever reads it bundles every
 * getter's messages in every language. Made by an Object.assign marked pure, not a spread: esbuild drops an
 * object no one reads only when making it can run nothing.
 */
export const GAME_MESSAGES = /* @__PURE__ */ Object.assign(
  {
    /**
     * /link's warning beside the code, and again before Link: a code someone else sends would put the
     * supporter's rewards on that person's game account.
     */
    get ownCodeOnly() {
      return m.account_game_own_code_only();
    },
    /** The /link page's question, word for word from the issue. */
    get linkQuestion() {
      return m.account_game_link_question();
    },
    get linkedElsewhere() {
      return m.account_game_linked_elsewhere();
    },
    /** A code that does not exist, expired, was used or was cancelled (the page never says which). */
    get codeInvalid() {
      return m.account_game_code_invalid();
    },
    get codeFormat() {
      return m.account_game_code_format();
    },
    get codeRateLimited() {
      return m.account_game_code_rate_limited();
    },
    /** An account whose typed codes found no live request 20 times this UTC day: 429 until the day ends. */
    get codeBudgetSpent() {
      return m.account_game_code_budget_spent();
    },
    get linked() {
      return m.account_game_linked();
    },
    get cancelled() {
      return m.account_game_cancelled();
    },
    get unlinked() {
      return m.account_game_unlinked();
    },
    /** Relinking a platform to a different game account within 30 days of the last link (benefits are non-transferable). */
    relinkTooSoon: (platform: string, date: string) => m.account_game_relink_too_soon({ platform, date }),
    get notLinkedOnPlatform() {
      return m.account_game_not_linked_on_platform();
    },
    unlinkConfirm: (platform: string, displayName: string) => m.account_game_unlink_confirm({ platform, displayName }),
    get noGameAccounts() {
      return m.account_game_no_game_accounts();
    },
    /** The /link page when the store could not be reached (any 5xx or network failure). */
    get linkFailed() {
      return m.account_game_link_failed();
    },
    get unlinkFailed() {
      return m.account_game_unlink_failed();
    },
    /** The dashboard's line once the game server confirmed it applied the supporter's rewards. */
    deliveredOn: (date: string) => m.account_game_delivered_on({ date }),
    /** The dashboard's line while a linked game account has had nothing delivered yet. */
    get deliveryPending() {
      return m.account_game_delivery_pending();
    },
  },
  GAME_API_MESSAGES,
  GAME_ADMIN_MESSAGES,
);

/**
 * The `error_description` beside each error code the game API's OAuth endpoints answer (the device
 * authorization and token endpoints): RFC 6749 §5.2's codes and RFC 8628 §3.5's.
 */
export const OAUTH_ERROR_DESCRIPTIONS = {
  invalid_client:
    'Unknown, revoked or wrong client credentials: send the key id as client_id and the game server key as client_secret.',
  unsupported_grant_type: 'grant_type must be urn:ietf:params:oauth:grant-type:device_code.',
  invalid_scope: 'The only scope is entitlements.',
  invalid_grant: 'This device code is not valid: it is unknown, was already used, or was issued to another client.',
  authorization_pending: 'The player has not answered yet. Poll again after the interval.',
  slow_down: 'Polled too soon. Wait 5 seconds more between polls from now on.',
  access_denied: 'The player cancelled the link.',
  expired_token: 'This device code expired. Ask for a new code.',
} as const;

/** The form's own faults on the OAuth endpoints (`invalid_request`): the description names the parameter. */
export const OAUTH_REQUEST_MESSAGES = {
  formRequired: 'The body must be application/x-www-form-urlencoded.',
  repeated: (name: string) => `${name} must not be sent more than once.`,
  twoClientAuthentications: 'Authenticate the client one way only: HTTP Basic or client_secret in the body.',
  grantTypeRequired: 'grant_type is required.',
  deviceCodeRequired: 'device_code is required.',
} as const;

/** Answers to a per-player access token where it does not reach (RFC 6750 §3.1). */
export const PLAYER_TOKEN_MESSAGES = {
  invalidToken: 'The access token is not valid: it expired, its game account was unlinked, or its key was revoked.',
  otherPlayer: "An access token reads only its own player's entitlements.",
  keyOnly: 'This route takes a game server key, not a player access token.',
} as const;

/** The platforms a game account can be on, with the names the screens show. */
export const PLATFORM_NAMES = {
  steam: 'Steam',
  epic: 'Epic Games',
  xbox: 'Xbox',
  psn: 'PlayStation',
  dev: 'Development',
} as const;
export type GamePlatform = keyof typeof PLATFORM_NAMES;
export const GAME_PLATFORMS = Object.keys(PLATFORM_NAMES) as GamePlatform[];
