import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { setConfigForTests } from '@/lib/config';
import { apiFailure, mockApi } from '@/test/api-server';
import { TEST_CONFIG } from '@/test/render';
import { ApiError, api } from './api-client';
import { setPageLocale } from './locale';

const NOW = Date.parse('2026-11-21T09:00:00.000Z');
const CONTACT = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };

async function failureOf(answer: () => Response): Promise<ApiError> {
  mockApi({ 'POST /contact': answer });
  const error = await api('POST /contact', { body: CONTACT }).catch((failure: unknown) => failure);
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  setConfigForTests({ ...TEST_CONFIG });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('ApiError', () => {
  it('carries the status, the server’s message and, from a Retry-After in seconds, when a try is served again', async () => {
    const error = await failureOf(() => apiFailure(429, CONTACT_MESSAGES.tooManyMessages, { 'retry-after': '180' }));

    expect(error.status).toBe(429);
    expect(error.message).toBe(CONTACT_MESSAGES.tooManyMessages);
    expect(error.retryAt).toBe(NOW + 180_000);
  });

  it.each([
    ['no Retry-After', {}],
    ['a Retry-After date (the API sends seconds)', { 'retry-after': 'Sat, 21 Nov 2026 09:05:00 GMT' }],
    ['a Retry-After that is no number', { 'retry-after': 'soon' }],
  ])('says nothing of when to try again with %s', async (_, headers) => {
    const error = await failureOf(() => apiFailure(429, CONTACT_MESSAGES.tooManyMessages, headers));

    expect(error.retryAt).toBeNull();
  });
});

describe('the language of the answer', () => {
  afterEach(() => setPageLocale('/'));

  it("asks the API to answer in the page's language, whatever the browser's", async () => {
    const { callsTo } = mockApi({ 'POST /contact': () => ({ id: 'c-1' }) });

    setPageLocale('/pt-br/contact');
    await api('POST /contact', { body: CONTACT });
    setPageLocale('/contact');
    await api('POST /contact', { body: CONTACT });

    expect(callsTo('POST /contact').map((call) => call.language)).toEqual(['pt-BR', 'en']);
  });
});
