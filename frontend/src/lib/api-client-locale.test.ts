import { setConfigForTests } from '@/lib/config';
import { mockApi } from '@/test/api-server';
import { TEST_CONFIG } from '@/test/render';
import { ApiError, api } from './api-client';
import { setPageLocale } from './locale';

const CONTACT = { name: 'Sam', email: 'sam@example.com', message: 'Hello' };

/** The error of an answer whose body carries no message (a gateway's HTML page, say). */
async function failureWithoutMessage(): Promise<ApiError> {
  mockApi({ 'POST /contact': () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
  const error = await api('POST /contact', { body: CONTACT }).catch((failure: unknown) => failure);
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => setConfigForTests({ ...TEST_CONFIG }));
afterEach(() => setPageLocale('/'));

describe("an API failure without the server's words", () => {
  it("says an error occurred in the page's language", async () => {
    setPageLocale('/es/dashboard');
    expect((await failureWithoutMessage()).message).toBe('Se produjo un error');

    setPageLocale('/de/dashboard');
    expect((await failureWithoutMessage()).message).toBe('Ein Fehler ist aufgetreten');
  });

  it('says it in English on an English page', async () => {
    expect((await failureWithoutMessage()).message).toBe('An error occurred');
  });
});
