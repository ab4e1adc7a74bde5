import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv, requireEnv } from '../lib/env';

const endpoint = optionalEnv(ENV.dynamodbEndpoint);

/** The one DynamoDB client of the Lambda, created at module load; DynamoDB Local when an endpoint is set. */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint ? { endpoint } : {}), {
  marshallOptions: { removeUndefinedValues: true },
});

/** The single table's name, read per call so tests can point a module at their own table. */
export function tableName(): string {
  return requireEnv(ENV.tableName);
}
