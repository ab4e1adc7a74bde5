import { setConfigForTests } from './config';
import {
  clearPendingCheckout,
  pendingCheckout,
  pixelCookies,
  rememberCheckout,
  resetTrackingForTests,
  startTracking,
  trackInitiateCheckout,
  trackViewContent,
} from './tracking';

const config = (pixelId: string | null) => ({
  apiUrl: 'http://api.test',
  region: 'us-east-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlow: 'USER_PASSWORD_AUTH' as const,
  pixelId,
  supportEmail: 'support@d1gang.test',
  stage: 'test',
});

const pixelScripts = () =>
  document.head.querySelectorAll('script[src="https://connect.facebook.net/en_US/fbevents.js"]');

afterEach(() => {
  resetTrackingForTests();
  delete window.fbq;
  delete window._fbq;
  for (const script of pixelScripts()) script.remove();
  sessionStorage.clear();
});

describe('tracking', () => {
  it('stays off without a pixel id: no fbq, no script', async () => {
    setConfigForTests(config(null));
    expect(await startTracking()).toBe(false);
    await trackViewContent();
    expect(window.fbq).toBeUndefined();
    expect(pixelScripts()).toHaveLength(0);
  });

  it('queues init and events at once and injects the script only once the page is idle', async () => {
    vi.useFakeTimers();
    try {
      setConfigForTests(config('1234'));
      const idle = vi.fn((work: () => void) => setTimeout(work, 50));
      vi.stubGlobal('requestIdleCallback', idle);
      expect(await startTracking()).toBe(true);
      await trackInitiateCheckout('MVP', 8500, 'evt-9');
      expect(window.fbq?.queue).toEqual([
        ['init', '1234'],
        ['track', 'InitiateCheckout', { content_name: 'MVP', value: 85, currency: 'USD' }, { eventID: 'evt-9' }],
      ]);
      expect(idle).toHaveBeenCalledTimes(1);
      expect(pixelScripts()).toHaveLength(0);
      vi.advanceTimersByTime(50);
      expect(pixelScripts()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
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
