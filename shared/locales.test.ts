import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { LOCALES, localeFromAcceptLanguage, localePath, splitLocalePath } from './locales';

describe('the store’s languages', () => {
  test('are the message project’s, base language first', () => {
    const settings = JSON.parse(
      readFileSync(path.join(__dirname, 'i18n', 'project.inlang', 'settings.json'), 'utf8'),
    ) as { baseLocale: string; locales: string[] };
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(LOCALES[0]);
  });
});

describe('splitLocalePath', () => {
  test('a prefix names the language and the rest is the route', () => {
    expect(splitLocalePath('/es/contact')).toEqual({ locale: 'es', path: '/contact' });
    expect(splitLocalePath('/pt-br/gifts/abc')).toEqual({ locale: 'pt-BR', path: '/gifts/abc' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/PT-BR/terms')).toEqual({ locale: 'pt-BR', path: '/terms' });
  });

  test('without a prefix the page is English, and a word that starts like one is no prefix', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/contact')).toEqual({ locale: 'en', path: '/contact' });
    expect(splitLocalePath('/espanol')).toEqual({ locale: 'en', path: '/espanol' });
    expect(splitLocalePath('/dev/null')).toEqual({ locale: 'en', path: '/dev/null' });
  });

  test('is the inverse of localePath', () => {
    for (const locale of LOCALES) {
      for (const route of ['/', '/contact', '/gifts/x1'] as const) {
        expect(splitLocalePath(localePath(locale, route))).toEqual({ locale, path: route });
      }
    }
  });
});

describe('localeFromAcceptLanguage', () => {
  test('takes the first language the store speaks, by quality then order', () => {
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('pt-PT')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('ja, de;q=0.5, fr;q=0.7')).toBe('fr');
    expect(localeFromAcceptLanguage('en-US,de;q=0.9')).toBe('en');
  });

  test('is null for none of them, an empty header or a refused one', () => {
    expect(localeFromAcceptLanguage('ja,zh-CN;q=0.8')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('de;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
  });
});
