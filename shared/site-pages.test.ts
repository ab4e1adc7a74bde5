import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import type { Locale } from './locales';
import { SCREEN_PATHS } from './screen-paths';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES, pageFileFor, prerenderedFile, SPA_SHELL_FILE } from './site-pages';

describe('pageFileFor', () => {
  test('a prerendered path is its page, with or without trailing slashes', () => {
    for (const page of PRERENDERED_PAGES) expect(pageFileFor(page.path)).toBe(prerenderedFile(page.path));
    expect(pageFileFor('/')).toBe('index.html');
    expect(pageFileFor('//')).toBe('index.html');
    expect(pageFileFor('/terms/')).toBe('terms.html');
    expect(pageFileFor('/wall//')).toBe('wall.html');
  });

  test("a prerendered page's shellParam opens the SPA shell", () => {
    expect(pageFileFor('/auth', new URLSearchParams('next=%2Fprofile'))).toBe('auth.html');
    expect(pageFileFor('/auth', new URLSearchParams('mode=signup'))).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/auth/', new URLSearchParams('mode=reset'))).toBe(SPA_SHELL_FILE);
  });

  test('a screen that is not prerendered is the SPA shell, with or without a trailing slash', () => {
    expect(pageFileFor('/dashboard')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/dashboard/')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/payment-success')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/admin')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/admin/')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/admin/updates/new')).toBe(SPA_SHELL_FILE);
  });

  test("a screen's parameter is any one path segment", () => {
    expect(pageFileFor('/admin/users/abc')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/admin/users/abc/')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/admin/updates/01JABC')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/admin/users/abc/def')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/admin/users//')).toBe(SPA_SHELL_FILE);
  });

  test('a path no screen, prerendered page or published update claims is the not-found page', () => {
    expect(pageFileFor('/no-such-page')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/no-such-page/')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/dashboard/x')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/terms/extra')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/admin/nowhere')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/updates/first-court/more')).toBe(NOT_FOUND_PAGE.file);
    expect(pageFileFor('/no-such-page', new URLSearchParams('mode=signup'))).toBe(NOT_FOUND_PAGE.file);
  });

  test('the updates are their published pages, whether or not the slug was published', () => {
    expect(pageFileFor('/updates')).toBe('updates.html');
    expect(pageFileFor('/updates/')).toBe('updates.html');
    expect(pageFileFor('/updates/first-court')).toBe('updates/first-court.html');
    expect(pageFileFor('/updates/first-court/')).toBe('updates/first-court.html');
  });

  test('screens match regardless of letter case, as the app routes them; prerendered pages do not', () => {
    expect(pageFileFor('/Dashboard')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/TERMS')).toBe(SPA_SHELL_FILE);
  });

  test("every screen's address, its parameters filled, is a page or the SPA shell, never the not-found page", () => {
    for (const pattern of Object.values(SCREEN_PATHS)) {
      const address = pattern.replace(/:[^/]+/g, 'a-b_3');
      expect(`${address} ${pageFileFor(address)}`).not.toBe(`${address} ${NOT_FOUND_PAGE.file}`);
    }
  });
});

describe('another language', () => {
  test('has each prerendered page in its folder, and its own not-found page', () => {
    expect(pageFileFor('/es')).toBe('es/index.html');
    expect(pageFileFor('/es/')).toBe('es/index.html');
    expect(pageFileFor('/pt-br/contact')).toBe('pt-br/contact.html');
    expect(pageFileFor('/de/terms/')).toBe('de/terms.html');
    expect(pageFileFor('/fr/no-such-page')).toBe('fr/404.html');
    expect(prerenderedFile('/wall', 'pt-BR')).toBe('pt-br/wall.html');
  });

  test('has the same screens in the SPA shell, the updates among them (they are published in English alone)', () => {
    expect(pageFileFor('/es/dashboard')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/es/auth', new URLSearchParams('mode=signup'))).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/es/updates')).toBe(SPA_SHELL_FILE);
    expect(pageFileFor('/es/updates/first-court')).toBe(SPA_SHELL_FILE);
  });

  test('titles and describes each page in the language the messages speak', () => {
    let locale: Locale = 'es';
    overwriteGetLocale(() => locale);
    try {
      expect(PRERENDERED_PAGES.find((page) => page.path === '/contact')?.title).toBe('Contacto | D1 Gang');
      expect(NOT_FOUND_PAGE.title).toBe('Página no encontrada | D1 Gang');
      locale = 'de';
      expect(PRERENDERED_PAGES.find((page) => page.path === '/terms')?.title).toBe('Nutzungsbedingungen | D1 Gang');
    } finally {
      locale = 'en';
    }
    expect(PRERENDERED_PAGES.find((page) => page.path === '/terms')?.title).toBe('Terms of Service | D1 Gang');
  });
});
