import { setConfigForTests } from './config';
import { resetTrackingForTests, startTracking, trackViewContent } from './tracking';

const config = (pixelId: string | null) => ({
  apiUrl: 'http://api.test',
  region: 'us-east-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlow: 'USER_PASSWORD_AUTH' as const,
  pixelId,
  stage: 'test',
});

const pixelScripts = () =>
  document.head.querySelectorAll('script[src="https://connect.facebook.net/en_US/fbevents.js"]');

afterEach(() => {
  resetTrackingForTests();
  delete window.fbq;
  delete window._fbq;
  for (const script of pixelScripts()) script.remove();
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
      await trackViewContent();
      expect(window.fbq?.queue).toEqual([
        ['init', '1234'],
        ['track', 'ViewContent', { content_category: 'D1 Gang tiers' }],
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
});
