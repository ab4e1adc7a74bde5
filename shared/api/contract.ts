import type { AccountDeletionRequest } from '../schemas/account-deletion';
import type { AuditQuery, RefundRequest } from '../schemas/admin';
import type {
  CheckoutRequest,
  ContactPatchRequest,
  ContactsQuery,
  PageQuery,
  PurchasesQuery,
  TaxReportQuery,
  UsersQuery,
  VerifyRequest,
} from '../schemas/api';
import type { ContactRequest } from '../schemas/contact';
import type { CreatorCodeCreateRequest, CreatorCodeStatusRequest } from '../schemas/creator-codes';
import type { EmailPreferencesRequest } from '../schemas/email-preferences';
import type {
  ChangesQuery,
  DeliveriesBody,
  DeviceAuthorizationForm,
  DeviceTokenForm,
  GameKeyCreateBody,
  LinkDecisionBody,
} from '../schemas/game';
import type { GoalCreateRequest, GoalEditRequest, GoalOrderRequest } from '../schemas/goals';
import type { LanguageChoiceRequest } from '../schemas/language-choice';
import type { TierSubmissionRequest } from '../schemas/tier-submission-rules';
import type { TwoStepChangeRequest } from '../schemas/two-step';
import type { UpdateDraftRequest, UpdatePreviewRequest, UpdateSendRequest } from '../schemas/updates';
import type { WallChoiceRequest, WallModerationRequest, WallQuery } from '../schemas/wall';
import type { Route } from './routes';
import type {
  AccountDataResponse,
  AccountDeletionResponse,
  EmailPreferencesResponse,
  LanguageChoiceResponse,
  MeResponse,
  MyPurchasesResponse,
  TicketsResponse,
  TierSubmissionResponse,
  TwoStepChangeResponse,
  UnsubscribeResponse,
  WallChoiceResponse,
} from './types/account';
import type {
  AdminAuditResponse,
  AdminContactResponse,
  AdminContactsResponse,
  AdminPurchasesResponse,
  AdminRoleResponse,
  AdminUserDetailResponse,
  AdminUsersResponse,
  ContactPatchResponse,
  OverviewResponse,
  RefundResponse,
  TaxReportResponse,
  WallModerationResponse,
} from './types/admin';
import type { CheckoutResponse, VerifyResponse } from './types/checkout';
import type { ContactResponse } from './types/contact';
import type {
  AdminCreatorCodeResponse,
  AdminCreatorCodesResponse,
  CreatorCodeOfferResponse,
} from './types/creator-codes';
import type { CurrencyEstimateResponse } from './types/currency';
import type {
  AuthorizationServerMetadata,
  ChangesResponse,
  DeliveriesResponse,
  DeviceAuthorizationResponse,
  EntitlementsResponse,
  GameKeyCreatedResponse,
  GameKeyRevokedResponse,
  GameKeysResponse,
  LinkDecisionResponse,
  PendingLinkResponse,
  TokenResponse,
  UnlinkResponse,
} from './types/game';
import type {
  AdminGiftsResponse,
  GiftCancelRequest,
  GiftCancelResponse,
  GiftClaimResponse,
  GiftResendResponse,
  GiftView,
} from './types/gifts';
import type { AdminGoalsResponse, GoalsResponse } from './types/goals';
import type {
  AdminUpdateResponse,
  AdminUpdatesResponse,
  PublishedUpdateResponse,
  PublishedUpdatesResponse,
  UpdatePreviewResponse,
  UpdateRecipientsResponse,
  UpdateTestResponse,
} from './types/updates';
import type { WallResponse } from './types/wall';

/**
 * "METHOD /path" of each route in the table. (routes.ts's RouteKey pairs every method with every path,
 * so it also admits keys such as "GET /checkout" that the table does not have.)
 */
export type ApiRouteKey = KeyOf<Route>;
type KeyOf<Each> = Each extends Route ? `${Each['method']} ${Each['path']}` : never;

/** What one route takes and answers: JSON body, query string, the success status and its body. */
export interface RouteContract {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** 303: a redirect, with no body (the unsubscribe link opened in a browser). */
  status: 200 | 201 | 303;
  response: unknown;
}

/** Fails to compile unless every route of the table has exactly one contract, and nothing else does. */
type EveryRoute<T extends Record<ApiRouteKey, RouteContract> & Record<Exclude<keyof T, ApiRouteKey>, never>> = T;

/**
 * Each route of the route table (routes.ts) with its request types (its schemas' input, shared/schemas)
 * and response types (types/, by area).
 */
export type ApiContract = EveryRoute<{
  'GET /me': { status: 200; response: MeResponse };
  'PUT /me/tier-submission': { body: TierSubmissionRequest; status: 201; response: TierSubmissionResponse };
  'GET /me/tickets': { status: 200; response: TicketsResponse };
  /** The caller's purchases and bank transfers still processing, newest first (My Purchases). */
  'GET /me/purchases': { status: 200; response: MyPurchasesResponse };
  /** Everything the store holds about the caller, as a JSON file to save (Content-Disposition: attachment). */
  'GET /me/data': { status: 200; response: AccountDataResponse };
  'POST /me/deletion': { body: AccountDeletionRequest; status: 200; response: AccountDeletionResponse };
  'PATCH /me/wall': { body: WallChoiceRequest; status: 200; response: WallChoiceResponse };
  'PUT /me/email-preferences': { body: EmailPreferencesRequest; status: 200; response: EmailPreferencesResponse };
  /** The language the store writes to the caller in; the same one again writes nothing. */
  'PUT /me/language': { body: LanguageChoiceRequest; status: 200; response: LanguageChoiceResponse };
  'POST /email/unsubscribe': { query: { token: string }; status: 200; response: UnsubscribeResponse };
  /** 303 to the site's /unsubscribe page with the same token; changes nothing. */
  'GET /email/unsubscribe': { query: { token?: string }; status: 303; response: null };
  /** The GET's answer, without a body. */
  'HEAD /email/unsubscribe': { query: { token?: string }; status: 303; response: null };
  /** Two-step sign-in on or off; every session of the user is signed out (docs/two-step-sign-in.md). */
  'PUT /me/two-step': { body: TwoStepChangeRequest; status: 200; response: TwoStepChangeResponse };
  /** A game account's pending link request, by the code the player typed (rate limited per user and per IP). */
  'GET /me/link-requests/{userCode}': { status: 200; response: PendingLinkResponse };
  'POST /me/link-requests/{userCode}': { body: LinkDecisionBody; status: 200; response: LinkDecisionResponse };
  'DELETE /me/game-accounts/{platform}': { status: 200; response: UnlinkResponse };
  'GET /wall': { query: WallQuery; status: 200; response: WallResponse };
  /** The community goals' public figures; the same for everyone, so CloudFront keeps them two minutes. */
  'GET /goals': { status: 200; response: GoalsResponse };
  'POST /contact': { body: ContactRequest; status: 201; response: ContactResponse };
  /** Sent updates, newest first: the public ones, and the supporters-only ones too for a signed-in supporter. */
  'GET /updates': { status: 200; response: PublishedUpdatesResponse };
  /** 404 for no such sent update; 403 for a supporters-only one read by someone who is not a supporter. */
  'GET /updates/{slug}': { status: 200; response: PublishedUpdateResponse };
  'POST /checkout': { body: CheckoutRequest; status: 200; response: CheckoutResponse };
  'POST /checkout/verify': { body: VerifyRequest; status: 200; response: VerifyResponse };
  /** The claim page's gift: 404 no such paid gift, 403 sent to another address, 409 claimed by another, 410 cancelled or refunded. */
  'GET /gifts/{giftId}': { status: 200; response: GiftView };
  /** Claims the gift into the caller's ledger (see GiftClaimResponse); 409 claimed by another, 410 cancelled or refunded. */
  'POST /gifts/{giftId}/claim': { status: 200; response: GiftClaimResponse };
  /** What a creator code offers before checkout; 400 'This creator code is not valid.' for any code not usable now. */
  'GET /creator-codes/{code}': { status: 200; response: CreatorCodeOfferResponse };
  /** The rate for the buyer's currency (CloudFront-Viewer-Country), or `estimate: null`: USD, unknown, or no quote. */
  'GET /currency-estimate': { status: 200; response: CurrencyEstimateResponse };
  'GET /admin/role': { status: 200; response: AdminRoleResponse };
  'GET /admin/overview': { status: 200; response: OverviewResponse };
  'GET /admin/users': { query: UsersQuery; status: 200; response: AdminUsersResponse };
  'GET /admin/users/{userId}': { status: 200; response: AdminUserDetailResponse };
  'GET /admin/purchases': { query: PurchasesQuery; status: 200; response: AdminPurchasesResponse };
  'GET /admin/contacts': { query: ContactsQuery; status: 200; response: AdminContactsResponse };
  'GET /admin/contacts/{id}': { status: 200; response: AdminContactResponse };
  'PATCH /admin/contacts/{id}': { body: ContactPatchRequest; status: 200; response: ContactPatchResponse };
  /** One page of CSV text; the next page's cursor comes in the x-next-cursor header. */
  'GET /admin/export/purchases.csv': { query: Pick<PageQuery, 'cursor'>; status: 200; response: string };
  'PATCH /admin/users/{userId}/wall': { body: WallModerationRequest; status: 200; response: WallModerationResponse };
  'POST /admin/payments/{paymentIntentId}/refund': { body: RefundRequest; status: 200; response: RefundResponse };
  /** Every admin action, or (with contactId or userId) those on one record; newest first. */
  'GET /admin/audit': { query: AuditQuery; status: 200; response: AdminAuditResponse };
  'GET /admin/tax-report': { query: TaxReportQuery; status: 200; response: TaxReportResponse };
  /** Paid gifts, newest first; `status` narrows to one (docs/payments.md, Gifts). */
  'GET /admin/gifts': {
    query: Pick<PageQuery, 'cursor' | 'limit'> & { status?: string };
    status: 200;
    response: AdminGiftsResponse;
  };
  /** The claim email again, to the recipient of an unclaimed gift (audited). */
  'POST /admin/gifts/{giftId}/resend': { status: 200; response: GiftResendResponse };
  /** Cancels an unclaimed gift and refunds its payment in full (audited; a retry refunds once). */
  'POST /admin/gifts/{giftId}/cancel': { body: GiftCancelRequest; status: 200; response: GiftCancelResponse };
  'GET /admin/game-keys': { status: 200; response: GameKeysResponse };
  /** The key itself is in this answer only; the store keeps its hash. */
  'POST /admin/game-keys': { body: GameKeyCreateBody; status: 201; response: GameKeyCreatedResponse };
  'DELETE /admin/game-keys/{keyId}': { status: 200; response: GameKeyRevokedResponse };
  'DELETE /admin/users/{userId}/game-accounts/{platform}': { status: 200; response: UnlinkResponse };
  'GET /admin/creator-codes': {
    query: Pick<PageQuery, 'cursor' | 'limit'>;
    status: 200;
    response: AdminCreatorCodesResponse;
  };
  'POST /admin/creator-codes': { body: CreatorCodeCreateRequest; status: 201; response: AdminCreatorCodeResponse };
  'PATCH /admin/creator-codes/{code}': {
    body: CreatorCodeStatusRequest;
    status: 200;
    response: AdminCreatorCodeResponse;
  };
  'GET /admin/goals': { status: 200; response: AdminGoalsResponse };
  /** Placed last (audited); 409 when another goal has the amount. */
  'POST /admin/goals': { body: GoalCreateRequest; status: 201; response: AdminGoalsResponse };
  /** Audited; 409 when another goal has the amount, or the goal changed since `version` was read. */
  'PUT /admin/goals/{goalId}': { body: GoalEditRequest; status: 200; response: AdminGoalsResponse };
  'DELETE /admin/goals/{goalId}': { status: 200; response: AdminGoalsResponse };
  /** Every goal's id once, first to last (audited); 409 when the goals are not the ones listed. */
  'PUT /admin/goal-order': { body: GoalOrderRequest; status: 200; response: AdminGoalsResponse };
  'GET /admin/updates': { query: Pick<PageQuery, 'cursor' | 'limit'>; status: 200; response: AdminUpdatesResponse };
  'POST /admin/updates': { body: UpdateDraftRequest; status: 201; response: AdminUpdateResponse };
  'POST /admin/updates/preview': { body: UpdatePreviewRequest; status: 200; response: UpdatePreviewResponse };
  'GET /admin/updates/{updateId}': { status: 200; response: AdminUpdateResponse };
  /** A draft only: 409 once it is being sent or sent. */
  'PUT /admin/updates/{updateId}': { body: UpdateDraftRequest; status: 200; response: AdminUpdateResponse };
  'GET /admin/updates/{updateId}/recipients': { status: 200; response: UpdateRecipientsResponse };
  'POST /admin/updates/{updateId}/test': { status: 200; response: UpdateTestResponse };
  /** Starts the send job (an audit entry); 409 when the recipients changed or it was sent already. */
  'POST /admin/updates/{updateId}/send': { body: UpdateSendRequest; status: 200; response: AdminUpdateResponse };
  /** RFC 8628's device authorization request, from a game server (a form, not JSON). */
  'POST /game/v1/link-requests': { form: DeviceAuthorizationForm; status: 200; response: DeviceAuthorizationResponse };
  /** Until linked, 400 with RFC 8628's `error` (types/game.ts OAuthErrorBody). */
  'POST /game/v1/link-requests/token': { form: DeviceTokenForm; status: 200; response: TokenResponse };
  /** With an ETag; 304 on a matching If-None-Match; 404 when not linked. */
  'GET /game/v1/players/{platform}/{playerId}/entitlements': { status: 200; response: EntitlementsResponse };
  'GET /game/v1/changes': { query: ChangesQuery; status: 200; response: ChangesResponse };
  'POST /game/v1/deliveries': { body: DeliveriesBody; status: 200; response: DeliveriesResponse };
  /** The game API's OpenAPI 3.1 document, generated from the shared schemas. */
  'GET /game/v1/openapi.json': { status: 200; response: Record<string, unknown> };
  'GET /.well-known/oauth-authorization-server': { status: 200; response: AuthorizationServerMetadata };
}>;

type PathOf<K extends ApiRouteKey> = K extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The path parameters a route's template names, e.g. "GET /admin/users/{userId}" → { userId: string }. */
export type PathParams<K extends ApiRouteKey> = { [Name in ParamNames<PathOf<K>>]: string };

/** The JSON body a route takes (never for routes without one). */
export type RequestBody<K extends ApiRouteKey> = ApiContract[K] extends { body: infer Body } ? Body : never;

/** The form-encoded body a route takes (the OAuth endpoints; never for the others). */
export type RequestForm<K extends ApiRouteKey> = ApiContract[K] extends { form: infer Form } ? Form : never;

/** The success body a route answers with. */
export type ResponseBody<K extends ApiRouteKey> = ApiContract[K]['response'];

/** What a call to a route needs besides its key: the body, path parameters and query string it takes. */
export type RouteRequest<K extends ApiRouteKey> = (ApiContract[K] extends { body: infer Body }
  ? { body: Body }
  : { body?: never }) &
  (ApiContract[K] extends { query: infer Query } ? { query?: Query } : { query?: never }) &
  ([ParamNames<PathOf<K>>] extends [never] ? { params?: never } : { params: PathParams<K> });

/** Routes whose success body is JSON (the CSV export answers with text). */
export type JsonRouteKey = { [K in ApiRouteKey]: ResponseBody<K> extends string ? never : K }[ApiRouteKey];

/** The route's path with its parameters filled in and URL-encoded, e.g. "/admin/users/user%201". */
export function routePath<K extends ApiRouteKey>(key: K, params?: Partial<Record<string, string>>): string {
  const path = key.slice(key.indexOf(' ') + 1);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
