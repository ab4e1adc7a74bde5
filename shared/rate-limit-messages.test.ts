import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { busyRetrying, tryAgainIn } from './rate-limit-messages';

describe('tryAgainIn', () => {
  it.each([
    [1, 'Try again in 1 second.'],
    [45, 'Try again in 45 seconds.'],
    [60, 'Try again in 1 minute.'],
    [61, 'Try again in 2 minutes.'],
    [180, 'Try again in 3 minutes.'],
    [600, 'Try again in 10 minutes.'],
    [3599, 'Try again in 1 hour.'],
    [3601, 'Try again in 2 hours.'],
    [13 * 3600 + 20 * 60, 'Try again in 14 hours.'],
  ])('says %i seconds as "%s", rounded up so it never says too soon', (seconds, copy) => {
    expect(tryAgainIn(seconds)).toBe(copy);
  });
});

describe('busyRetrying', () => {
  it('says, while the app tries a throttled call again by itself, that it is busy and not the person', () => {
    expect(busyRetrying()).toBe("Lots of people are joining right now. We're trying again…");
  });
});

describe('in another language', () => {
  afterEach(() => overwriteGetLocale(() => 'en'));

  it('says when to try again in the page’s language, singular or plural as it counts', () => {
    overwriteGetLocale(() => 'es');
    expect(tryAgainIn(180)).toBe('Vuelve a intentarlo en 3 minutos.');
    expect(busyRetrying()).toBe('Hay mucha gente uniéndose ahora mismo. Lo estamos intentando de nuevo…');
    overwriteGetLocale(() => 'de');
    expect(tryAgainIn(3599)).toBe('Versuch es in 1 Stunde noch einmal.');
    expect(tryAgainIn(30)).toBe('Versuch es in 30 Sekunden noch einmal.');
  });
});
