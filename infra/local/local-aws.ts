/** Names and dummy credentials the local stand-ins for AWS share. */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_TABLE_NAME = 'd1-gang-local';

/** DynamoDB Local and cognito-local accept any credentials; the SDK only needs some. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
