import {
  AdminGetUserCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { mockClient } from 'aws-sdk-client-mock';
import { confirmCredentials } from './account-credentials';
import { BadRequestError } from './errors';

// cognito-local here answers no SOFTWARE_TOKEN_MFA challenge, so the two-step answers are mocked;
// the password path runs against cognito-local in handlers/account/delete-account.test.ts.
const cognitoMock = mockClient(CognitoIdentityProviderClient);
const exceptionOptions = { $metadata: {}, message: 'refused' };

beforeAll(() => {
  process.env.AUTH_CLIENT_ID = 'test-client';
});
afterEach(() => cognitoMock.reset());

const challenged = () =>
  cognitoMock.on(InitiateAuthCommand).resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 'session-1' });

describe('confirmCredentials with two-step sign-in', () => {
  it('asks for the code when the account has two-step sign-in and none came', async () => {
    challenged();

    await expect(confirmCredentials('fan', 'Right-pass-1!')).rejects.toEqual(
      new BadRequestError(TWO_STEP_MESSAGES.codeFormat),
    );
    expect(cognitoMock.commandCalls(RespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it('answers the challenge with the code and confirms', async () => {
    challenged();
    cognitoMock.on(RespondToAuthChallengeCommand).resolves({ AuthenticationResult: { AccessToken: 'dropped' } });

    await expect(confirmCredentials('fan', 'Right-pass-1!', '123456')).resolves.toBe('confirmed');
    expect(cognitoMock.commandCalls(RespondToAuthChallengeCommand)[0]?.args[0].input).toEqual({
      ClientId: 'test-client',
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'session-1',
      ChallengeResponses: { USERNAME: 'fan', SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
  });

  it.each([
    ['a wrong code', new CodeMismatchException(exceptionOptions)],
    ['a code after the challenge expired', new NotAuthorizedException(exceptionOptions)],
  ])('refuses %s with the invalid-code message', async (_label, error) => {
    challenged();
    cognitoMock.on(RespondToAuthChallengeCommand).rejects(error);

    await expect(confirmCredentials('fan', 'Right-pass-1!', '000000')).rejects.toEqual(
      new BadRequestError(TWO_STEP_MESSAGES.invalidCode),
    );
  });

  it('refuses a wrong password before any code is asked for', async () => {
    process.env.USER_POOL_ID = 'test-pool';
    cognitoMock.on(InitiateAuthCommand).rejects(new NotAuthorizedException(exceptionOptions));
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: 'fan' });

    await expect(confirmCredentials('fan', 'Wrong-pass-1!', '123456')).rejects.toEqual(
      new BadRequestError(ACCOUNT_MESSAGES.wrongPassword),
    );
  });
});
