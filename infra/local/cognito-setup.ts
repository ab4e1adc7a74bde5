/**
 * The user pool, app client and `admin` group, created on first start and reused after (their ids
 * are kept in the data folder), and the two seeded logins: an admin, enrolled in two-step sign-in
 * with an authenticator-app secret made on first start, and a demo supporter.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  RespondToAuthChallengeCommand,
  SetUserPoolMfaConfigCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '@shared/contract/admin-group';
import { enrolTwoStep, hasTwoStep, TOTP_CHALLENGE, totpCode } from './cognito-two-step';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface Login {
  email: string;
  password: string;
  /** The authenticator-app secret (base32) when the login has two-step sign-in on; codes are made from it. */
  totpSecret?: string;
}

/** A login with two-step sign-in on, as every admin has. */
export type TwoStepLogin = Login & { totpSecret: string };

export interface CognitoSetup {
  userPoolId: string;
  clientId: string;
  users: { admin: TwoStepLogin; demo: Login };
}

const STATE_FILE = 'cognito-local.json';

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** Pool, client and group: reused from the data folder when cognito-local still has them. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, dataDir: string): Promise<CognitoSetup> {
  const saved = readState(dataDir);
  if (saved && (await poolAndClientExist(client, saved))) {
    await ensureAdminGroup(client, saved.userPoolId);
    await ensureOptionalTwoStep(client, saved.userPoolId);
    return saved;
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'd1-gang-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    }),
  );
  const userPoolId = required(pool.UserPool?.Id, 'CreateUserPool returned no pool id');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'd1-gang-site',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const clientId = required(appClient.UserPoolClient?.ClientId, 'CreateUserPoolClient returned no client id');
  await ensureAdminGroup(client, userPoolId);
  await ensureOptionalTwoStep(client, userPoolId);
  const setup: CognitoSetup = {
    userPoolId,
    clientId,
    // Passwords are made once per data folder and printed on every start.
    // The admin's authenticator secret is made when the admin is seeded (seedUsers).
    users: {
      admin: { email: 'admin@d1gang.local', password: newPassword(), totpSecret: '' },
      demo: { email: 'demo@d1gang.local', password: newPassword() },
    },
  };
  writeState(dataDir, setup);
  return setup;
}

/**
 * Signs each login up and confirms it: AdminConfirmSignUp fires the post-confirmation trigger, so
 * the profile row is written by our own handler, as for any supporter. The admin is enrolled in
 * two-step sign-in once; the secret is kept in the data folder (and so in `setup`) for later starts.
 */
export async function seedUsers(
  client: CognitoIdentityProviderClient,
  setup: CognitoSetup,
  dataDir: string,
  apiUrl: string,
): Promise<void> {
  const { userPoolId } = setup;
  for (const [role, login] of Object.entries(setup.users)) {
    const Username = login.email;
    let status = await userStatus(client, userPoolId, Username);
    if (status === undefined) {
      await signUp(client, setup.clientId, login);
      status = 'UNCONFIRMED';
    } else {
      // Existing users get their printed password back, whatever was done to it since.
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username,
          Password: login.password,
          Permanent: true,
        }),
      );
    }
    // Also finishes a seeding that failed at this step on an earlier start.
    if (status === 'UNCONFIRMED') await confirmSignUp(client, userPoolId, login);
    if (role === 'admin') {
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: ADMIN_GROUP }));
    }
  }
  const { admin } = setup.users;
  if (!(admin.totpSecret && (await hasTwoStep(client, userPoolId, admin.email)))) {
    setup.users.admin = { ...admin, totpSecret: await enrolTwoStep({ ...setup, apiUrl }, client, admin) };
    writeState(dataDir, setup);
  }
}

/**
 * A new admin for a test: signed up, confirmed, in the admin group and, unless `twoStep` is false,
 * enrolled in two-step sign-in (the admin API refuses admins without it). Resolves to the login,
 * with its authenticator secret when enrolled.
 */
export async function signUpAdmin(
  client: CognitoIdentityProviderClient,
  setup: Pick<CognitoSetup, 'userPoolId' | 'clientId'> & { apiUrl: string },
  login: Login,
  { twoStep = true }: { twoStep?: boolean } = {},
): Promise<Login> {
  await signUpConfirmed(client, setup, login);
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: setup.userPoolId, Username: login.email, GroupName: ADMIN_GROUP }),
  );
  return twoStep ? { ...login, totpSecret: await enrolTwoStep(setup, client, login) } : login;
}

/** Signs a login up and confirms it, as a supporter who entered their code; the trigger writes the profile. */
export async function signUpConfirmed(
  client: CognitoIdentityProviderClient,
  setup: Pick<CognitoSetup, 'userPoolId' | 'clientId'>,
  login: Login,
): Promise<void> {
  await signUp(client, setup.clientId, login);
  await confirmSignUp(client, setup.userPoolId, login);
}

/**
 * An access token for a login, got the way the site gets one (USER_PASSWORD_AUTH, then the
 * authenticator code when the account has two-step sign-in on, made from the login's secret).
 */
export async function accessTokenFor(cognito: { endpoint: string; clientId: string }, login: Login): Promise<string> {
  const client = cognitoClient(cognito.endpoint);
  try {
    let result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { USERNAME: login.email, PASSWORD: login.password },
      }),
    );
    if (result.ChallengeName === TOTP_CHALLENGE) {
      if (!login.totpSecret) throw new Error(`${login.email} has two-step sign-in on and the login has no secret`);
      result = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: cognito.clientId,
          ChallengeName: TOTP_CHALLENGE,
          Session: result.Session,
          ChallengeResponses: {
            USERNAME: result.ChallengeParameters?.USER_ID_FOR_SRP ?? login.email,
            SOFTWARE_TOKEN_MFA_CODE: totpCode(login.totpSecret),
          },
        }),
      );
    }
    return required(result.AuthenticationResult?.AccessToken, `cognito-local gave no access token for ${login.email}`);
  } finally {
    client.destroy();
  }
}

async function signUp(client: CognitoIdentityProviderClient, clientId: string, login: Login): Promise<void> {
  await client.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: login.email,
      Password: login.password,
      UserAttributes: [{ Name: 'email', Value: login.email }],
    }),
  );
}

/** AdminConfirmSignUp fires the post-confirmation trigger, so the profile is written by our own handler. */
async function confirmSignUp(client: CognitoIdentityProviderClient, userPoolId: string, login: Login): Promise<void> {
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: login.email }));
  await client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: login.email,
      // cognito-local wants the email alongside email_verified.
      UserAttributes: [
        { Name: 'email', Value: login.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

function writeState(dataDir: string, setup: CognitoSetup): void {
  writeFileSync(join(dataDir, STATE_FILE), `${JSON.stringify(setup, null, 2)}\n`);
}

function readState(dataDir: string): CognitoSetup | undefined {
  const file = join(dataDir, STATE_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CognitoSetup;
  } catch {
    return undefined;
  }
}

async function poolAndClientExist(client: CognitoIdentityProviderClient, setup: CognitoSetup): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: setup.userPoolId }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: setup.userPoolId, ClientId: setup.clientId }));
    return true;
  } catch {
    return false;
  }
}

async function ensureAdminGroup(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  // ListGroups rather than GetGroup: cognito-local answers GetGroup on a pool without groups with a 500.
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (Groups.some((group) => group.GroupName === ADMIN_GROUP)) return;
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
}

/**
 * As in the cloud (infra/lib/auth.ts): two-step sign-in optional, authenticator app only. cognito-local
 * makes pools with MFA off, and then signs in with the password alone whatever the user turned on.
 */
async function ensureOptionalTwoStep(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}

/** The user's status (e.g. CONFIRMED), or undefined when there is no such user. */
/** The user's id (the `sub` the tokens carry). */
export async function userIdOf(client: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  return required(user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value, `${email} has no sub`);
}

async function userStatus(client: CognitoIdentityProviderClient, userPoolId: string, username: string) {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return user.UserStatus ?? 'UNKNOWN';
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Meets Cognito's default policy (upper, lower, digit, symbol, 8+) so the same login works anywhere. */
function newPassword(): string {
  return `D1gang-${randomBytes(4).toString('hex')}!`;
}

function required<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(message);
  return value;
}
