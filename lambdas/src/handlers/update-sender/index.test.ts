import { lambdaContext } from '../../../../infra/local/lambda-events';
import { withTestTable } from '../../../test/dynamo-table';

withTestTable();

async function loadHandler(rate: string | undefined, reserve: string | undefined = '0.25') {
  if (rate === undefined) delete process.env.UPDATE_SEND_RATE;
  else process.env.UPDATE_SEND_RATE = rate;
  if (reserve === undefined) delete process.env.TRANSACTIONAL_EMAIL_RESERVE;
  else process.env.TRANSACTIONAL_EMAIL_RESERVE = reserve;
  let handler: ((event: unknown, context: unknown) => Promise<unknown>) | undefined;
  await jest.isolateModulesAsync(async () => {
    handler = (await import('./index')).handler as typeof handler;
  });
  return handler;
}

afterEach(() => {
  delete process.env.UPDATE_SEND_RATE;
  delete process.env.TRANSACTIONAL_EMAIL_RESERVE;
});

describe('the update sender Lambda', () => {
  it.each([
    [undefined, 'Environment variable UPDATE_SEND_RATE is not set'],
    ['0', 'UPDATE_SEND_RATE must be a positive number, not "0"'],
    ['fast', 'UPDATE_SEND_RATE must be a positive number, not "fast"'],
  ])('does not start with UPDATE_SEND_RATE %s', async (rate, message) => {
    await expect(loadHandler(rate)).rejects.toThrow(message);
  });

  it.each([
    ['', 'Environment variable TRANSACTIONAL_EMAIL_RESERVE is not set'],
    ['0', 'TRANSACTIONAL_EMAIL_RESERVE must be a fraction of the daily quota above 0 and below 1, not "0"'],
    ['1', 'TRANSACTIONAL_EMAIL_RESERVE must be a fraction of the daily quota above 0 and below 1, not "1"'],
    ['most', 'TRANSACTIONAL_EMAIL_RESERVE must be a fraction of the daily quota above 0 and below 1, not "most"'],
  ])('does not start with TRANSACTIONAL_EMAIL_RESERVE %s', async (reserve, message) => {
    await expect(loadHandler('14', reserve)).rejects.toThrow(message);
  });

  it('runs nothing on its schedule when no update is being sent, nor for an update that is not', async () => {
    const handler = await loadHandler('14');

    expect(await handler?.({ source: 'aws.events' }, lambdaContext('update-sender-test'))).toEqual({ runs: [] });
    const streamed = { Records: [{ dynamodb: { NewImage: { id: { S: '01JAAAAAAAAAAAAAAAAAAAAAAA' } } } }] };
    expect(await handler?.(streamed, lambdaContext('update-sender-test'))).toEqual({ runs: [] });
  });
});
