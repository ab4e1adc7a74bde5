import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { withTestTable } from '../../test/dynamo-table';

const table = withTestTable();

/** client.ts as a Lambda loads it, with the environment it starts with. */
function loadClient(counting: boolean): typeof import('./client') {
  const before = process.env.COUNT_DYNAMODB_REQUESTS;
  if (counting) process.env.COUNT_DYNAMODB_REQUESTS = 'on';
  else delete process.env.COUNT_DYNAMODB_REQUESTS;
  let loaded: typeof import('./client') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./client')>('./client');
  });
  if (before === undefined) delete process.env.COUNT_DYNAMODB_REQUESTS;
  else process.env.COUNT_DYNAMODB_REQUESTS = before;
  if (!loaded) throw new Error('client.ts did not load');
  return loaded;
}

describe('the DynamoDB client', () => {
  it('counts the requests it sends when started with COUNT_DYNAMODB_REQUESTS=on', async () => {
    const { documentClient, dynamoRequestsSent } = loadClient(true);

    await documentClient.send(new GetCommand({ TableName: table.name, Key: { pk: 'a', sk: 'b' } }));
    await documentClient.send(new GetCommand({ TableName: table.name, Key: { pk: 'a', sk: 'c' } }));

    expect(dynamoRequestsSent()).toBe(2);
  });

  it('counts nothing otherwise', async () => {
    const { documentClient, dynamoRequestsSent } = loadClient(false);

    await documentClient.send(new GetCommand({ TableName: table.name, Key: { pk: 'a', sk: 'b' } }));

    expect(dynamoRequestsSent()).toBe(0);
  });
});
