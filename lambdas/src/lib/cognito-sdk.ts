/**
 * The parts of the Cognito SDK the Lambdas use, loaded together by `cognito()` (cognito-client.ts).
 * Named here so the bundle's lazy chunk holds these, not every command of the SDK.
 */
export {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  ChallengeNameType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
