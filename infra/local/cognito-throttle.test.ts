import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CognitoThrottle, startCognitoThrottle } from './cognito-throttle';
import { type LocalServer, readBody, sendJson, serve } from './http-io';

// In front of a recording upstream: what the throttle lets through reaches it as it was sent.
let upstream: LocalServer;
let throttle: CognitoThrottle;
let client: CognitoIdentityProviderClient;
const reached: { target: string; body: string }[] = [];

beforeAll(async () => {
  upstream = await serve(async (request, response) => {
    reached.push({ target: String(request.headers['x-amz-target']), body: await readBody(request) });
    sendJson(response, 200, {});
  });
  throttle = await startCognitoThrottle({ upstream: upstream.url, rate: 2 });
  client = new CognitoIdentityProviderClient({
    endpoint: throttle.url,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  await throttle.close();
  await upstream.close();
});

const signUp = (n: number) =>
  client.send(new SignUpCommand({ ClientId: 'client', Username: `fan-${n}@example.com`, Password: 'Hoops-123!' }));

describe('the local Cognito throttle', () => {
  test('answers TooManyRequestsException "Rate exceeded" past its rate, as Cognito does, and passes the rest on', async () => {
    const answers = await Promise.allSettled([signUp(1), signUp(2), signUp(3)]);
    const signIn = await client.send(
      new InitiateAuthCommand({ ClientId: 'client', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: {} }),
    );
    const reads = await Promise.all([1, 2, 3].map(() => client.send(new GetUserCommand({ AccessToken: 'token' }))));

    const refused = answers.filter((answer) => answer.status === 'rejected').map((answer) => answer.reason);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(TooManyRequestsException);
    expect(refused[0]).toMatchObject({ message: 'Rate exceeded', $metadata: { httpStatusCode: 429 } });
    // Sign-in has its own quota in Cognito, and reads are not limited here.
    expect(signIn.$metadata.httpStatusCode).toBe(200);
    expect(reads).toHaveLength(3);
    expect(reached.map((request) => request.target).sort()).toEqual([
      'AWSCognitoIdentityProviderService.GetUser',
      'AWSCognitoIdentityProviderService.GetUser',
      'AWSCognitoIdentityProviderService.GetUser',
      'AWSCognitoIdentityProviderService.InitiateAuth',
      'AWSCognitoIdentityProviderService.SignUp',
      'AWSCognitoIdentityProviderService.SignUp',
    ]);
    expect(reached.find((request) => request.target.endsWith('SignUp'))?.body).toContain('@example.com');
  });

  test('counts the throttled answers it gave', () => {
    expect(throttle.throttled()).toBe(1);
  });
});
