/** Copy of in-game delivery: the game's API, the /link page, the profile's linked accounts and the admin's game keys. */
export const GAME_MESSAGES = {
  /** Any game route called with a missing, malformed, wrong or revoked key: 401. */
  invalidKey: 'Invalid game server key',
  /** A key past its 600 requests in any 60 seconds: 429, with Retry-After. */
  keyRateLimited: 'Too many requests for this game server key. Wait the seconds Retry-After gives, then retry.',
  notLinked: 'This game account is not linked',
  /**
   * /link's warning beside the code, and again before Link: a code someone else sends would put the
   * supporter's rewards on that person's game account.
   */
  ownCodeOnly:
    'Only enter a code your own game shows you. Never enter a code someone sent you: it would give your rewards to their game account.',
  /** The /link page's question, word for word from the issue. */
  linkQuestion: 'Link this game account to your D1 Gang account?',
  linkedElsewhere: 'This game account is already linked to another D1 Gang account.',
  /** A code that does not exist, expired, was used or was cancelled (the page never says which). */
  codeInvalid: 'This code is not valid or has expired. Ask the game for a new code.',
  codeFormat: 'Enter the 8-letter code the game shows, like ABCD-EFGH.',
  codeRateLimited: 'Too many codes tried. Wait a few minutes, then try again.',
  /** An account whose typed codes found no live request 20 times this UTC day: 429 until the day ends. */
  codeBudgetSpent: 'Too many codes tried today. Please try again tomorrow.',
  linked: 'Your game account is linked.',
  cancelled: 'Linking cancelled. The game will show that you said no.',
  unlinked: 'Your game account is unlinked.',
  /** Relinking a platform to a different game account within 30 days of the last link (benefits are non-transferable). */
  relinkTooSoon: (platform: string, date: string) =>
    `You can link a different ${platform} account once every 30 days. Try again on ${date}.`,
  notLinkedOnPlatform: 'No game account is linked on this platform.',
  unlinkConfirm: (platform: string, displayName: string) =>
    `Unlink ${displayName} on ${platform}? That game account loses your rewards until you link it again.`,
  noGameAccounts: 'No game account is linked yet.',
  /** The /link page when the store could not be reached (any 5xx or network failure). */
  linkFailed: 'We could not reach the store. Try again.',
  unlinkFailed: 'We could not unlink the game account. Try again.',
  /** The dashboard's line once the game server confirmed it applied the supporter's rewards. */
  deliveredOn: (date: string) => `Delivered to your game account on ${date}`,
  /** The dashboard's line while a linked game account has had nothing delivered yet. */
  deliveryPending: 'Your game account is linked. The game delivers your rewards the next time you sign in to it.',
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
