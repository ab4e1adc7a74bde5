import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv, requireEnv } from '../lib/env';

const endpoint = optionalEnv(ENV.dynamodbEndpoint);

/**
 * The SDK retries what it knows to be transient (throttling, 5xx, dropped connections) in its
 * standard mode, 3 tries in all. Lost races (transaction conflicts, conditions another writer broke)
 * are final to the SDK, and keys a batch read leaves unprocessed are no error to it: those, and only
 * those, are retried by lib/retry.ts, so no failure is retried by both.
 */
const SDK_RETRIES = { retryMode: 'standard', maxAttempts: 3 } as const;

/** The one DynamoDB client of the Lambda, created at module load; DynamoDB Local when an endpoint is set. */
export const documentClient = DynamoDBDocumentClient.from(
  new DynamoDBClient({ ...SDK_RETRIES, ...(endpoint ? { endpoint } : {}) }),
  { marshallOptions: { removeUndefinedValues: true } },
);

let requestsSent = 0;
if (optionalEnv(ENV.countDynamoRequests) === 'on') {
  documentClient.middlewareStack.add(
    (next) => async (args) => {
      requestsSent += 1;
      return next(args);
    },
    { step: 'initialize', name: 'countDynamoRequests' },
  );
}

/** The DynamoDB requests this process's Lambdas have sent so far when counting is on (the bench), else 0. */
export function dynamoRequestsSent(): number {
  return requestsSent;
}

/** The single table's name, read per call so tests can point a module at their own table. */
export function tableName(): string {
  return requireEnv(ENV.tableName);
}
