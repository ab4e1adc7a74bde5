import { setConfigForTests } from '@/lib/config';
import { resetTrackingForTests } from '@/lib/tracking';
import { TEST_CONFIG } from '@/test/render';
import {
  clearPendingCheckout,
  pendingCheckout,
  pixelCookies,
  rememberCheckout,
  trackInitiateCheckout,
  trackPurchase,
} from './checkout-tracking';

afterEach(() => {
  resetTrackingForTests();
  delete window.fbq;
  delete window._fbq;
  sessionStorage.clear();
  for (const name of ['_fbp', '_fbc', 'other']) {
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the cookies set below.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('checkout tracking', () => {
  it('sends InitiateCheckout and Purchase with the price in dollars and the event id', async () => {
    setConfigForTests({ ...TEST_CONFIG, pixelId: '1234' });
    await trackInitiateCheckout('MVP', 8500, 'evt-9');
    await trackPurchase('MVP', 8500, 'evt-9');
    expect(window.fbq?.queue.filter((call) => call[0] === 'track')).toEqual([
      ['track', 'InitiateCheckout', { content_name: 'MVP', value: 85, currency: 'USD' }, { eventID: 'evt-9' }],
      ['track', 'Purchase', { content_name: 'MVP', value: 85, currency: 'USD' }, { eventID: 'evt-9' }],
    ]);
  });

  it('names the creator code of a Purchase in its custom data', async () => {
    setConfigForTests({ ...TEST_CONFIG, pixelId: '1234' });
    await trackPurchase('Starter', 2700, 'evt-10', 'HOOPS10');
    expect(window.fbq?.queue.filter((call) => call[0] === 'track')).toEqual([
      [
        'track',
        'Purchase',
        { content_name: 'Starter', value: 27, currency: 'USD', creator_code: 'HOOPS10' },
        { eventID: 'evt-10' },
      ],
    ]);
  });

  it('keeps the pending checkout for the payment return, then clears it', () => {
    expect(pendingCheckout()).toBeNull();
    rememberCheckout({ eventId: 'evt-1', tierName: 'Starter', priceCents: 3000, timestamp: 5 });
    expect(pendingCheckout()).toEqual({ eventId: 'evt-1', tierName: 'Starter', priceCents: 3000, timestamp: 5 });
    clearPendingCheckout();
    expect(pendingCheckout()).toBeNull();
  });

  it('reads the _fbp and _fbc cookies', () => {
    expect(pixelCookies()).toEqual({});
    // biome-ignore lint/suspicious/noDocumentCookie: the pixel's cookies are what this reads.
    document.cookie = '_fbp=fb.1.1.2';
    // biome-ignore lint/suspicious/noDocumentCookie: the pixel's cookies are what this reads.
    document.cookie = 'other=x';
    // biome-ignore lint/suspicious/noDocumentCookie: the pixel's cookies are what this reads.
    document.cookie = '_fbc=fb.1.1.Click%3D';
    expect(pixelCookies()).toEqual({ fbp: 'fb.1.1.2', fbc: 'fb.1.1.Click=' });
  });
});
