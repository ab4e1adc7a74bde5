/**
 * Cognito's throttle on this machine: a small proxy in front of cognito-local that refuses SignUp,
 * ConfirmSignUp and InitiateAuth past a set rate as the cloud pool does past its request quota
 * (status 429, TooManyRequestsException, 'Rate exceeded'), and passes every other request on as it
 * came. cognito-local itself never throttles, so only this shows what a launch surge does to sign-up.
 * Local only: the cloud pool has its own quotas. Off unless a rate is given (D1_COGNITO_RATE).
 *
 * Cognito counts its quotas by category, so sign-up (SignUp, ConfirmSignUp, the code sent again) and
 * sign-in (InitiateAuth, RespondToAuthChallenge) each get the rate.
 */
import { type LocalServer, passOn, sendJson, serve } from './http-io';
import { LOCAL_HOST } from './ports';
import { type RateWindow, rateSetting, rateWindow } from './rate-window';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The operations limited, by the quota category Cognito counts them in. */
const CATEGORY_OF: Record<string, 'sign-up' | 'sign-in'> = {
  SignUp: 'sign-up',
  ConfirmSignUp: 'sign-up',
  ResendConfirmationCode: 'sign-up',
  InitiateAuth: 'sign-in',
  RespondToAuthChallenge: 'sign-in',
};

export interface CognitoThrottleOptions {
  /** cognito-local's endpoint. */
  upstream: string;
  /** Requests a second per category; else D1_COGNITO_RATE, which must then be set. */
  rate?: number;
  port?: number;
}

export interface CognitoThrottle extends LocalServer {
  /** How many requests it has refused so far. */
  throttled(): number;
}

/** The rate D1_COGNITO_RATE sets, or undefined when the throttle is off (the default). */
export function cognitoRateFromEnv(): number | undefined {
  return rateSetting('D1_COGNITO_RATE', process.env.D1_COGNITO_RATE);
}

export async function startCognitoThrottle(options: CognitoThrottleOptions): Promise<CognitoThrottle> {
  const rate = options.rate ?? cognitoRateFromEnv();
  if (rate === undefined) throw new Error('The Cognito throttle needs a rate: D1_COGNITO_RATE or the rate option');
  const windows = new Map<string, RateWindow>();
  let refused = 0;
  const server = await serve(
    async (request, response) => {
      const operation = String(request.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
      const category = CATEGORY_OF[operation];
      if (category) {
        const window = windows.get(category) ?? rateWindow(rate);
        windows.set(category, window);
        if (!window.take()) {
          refused += 1;
          // Cognito's own answer; CORS as cognito-local gives it, so a browser reads the refusal too.
          sendJson(
            response,
            429,
            { __type: 'TooManyRequestsException', message: 'Rate exceeded' },
            {
              'x-amzn-errortype': 'TooManyRequestsException',
              'access-control-allow-origin': String(request.headers.origin ?? '*'),
            },
          );
          return;
        }
      }
      // Everything else goes to cognito-local as it came (a path of `//host/…` stays on its host), and its
      // answer comes back as it was.
      passOn(request, response, new URL(`${options.upstream}${request.url ?? '/'}`), {}, (error) => ({
        message: `cognito-local did not answer: ${error.message}`,
      }));
    },
    { port: options.port ?? 0, host: LOCAL_HOST },
  );
  return { ...server, throttled: () => refused };
}
