import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { inLocale } from './locale-context';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inLocale', () => {
  it('speaks English outside any language', () => {
    expect(m.common_updates_consent()).toBe('Email me development updates');
  });

  it('keeps each call chain in its own language across awaits, while both run at once', async () => {
    const spanish = inLocale('es', async () => {
      await later();
      return m.common_updates_consent();
    });
    const german = inLocale('de', async () => {
      await later();
      return m.common_updates_consent();
    });
    expect(await Promise.all([spanish, german])).toEqual([
      inLocale('es', () => m.common_updates_consent()),
      inLocale('de', () => m.common_updates_consent()),
    ]);
    expect(inLocale('es', () => m.common_updates_consent())).not.toBe('Email me development updates');
    expect(m.common_updates_consent()).toBe('Email me development updates');
  });
});
