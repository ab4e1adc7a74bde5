/**
 * Every message in every language: a key missing from one language would show English on its pages
 * (Paraglide falls back to the base language without a word), and a placeholder spelled differently
 * would print nothing where a name or an amount belongs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { BASE_LOCALE, LOCALES } from '../locales';

const MESSAGES = path.join(__dirname, 'messages');
const SETTINGS = path.join(__dirname, 'project.inlang', 'settings.json');

type Catalog = Record<string, unknown>;

function catalog(area: string, locale: string): Catalog {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(path.join(MESSAGES, area, `${locale}.json`), 'utf8'),
  ) as Catalog;
  return messages;
}

/** Every text a message can print: the plain string, or each variant of a plural or select. */
function texts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message)) return message.flatMap((variant) => Object.values((variant as { match: object }).match));
  throw new Error(`Not a message: ${JSON.stringify(message)}`);
}

/** The placeholders a text names: `{count}` and `{name}`. */
function placeholders(message: unknown): string[] {
  const names = texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''));
  return [...new Set(names)].sort();
}

const AREAS = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the message catalogues', () => {
  test('every area is in the message project, and every area file is there', () => {
    const { 'plugin.inlang.messageFormat': format } = JSON.parse(readFileSync(SETTINGS, 'utf8')) as {
      'plugin.inlang.messageFormat': { pathPattern: string[] };
    };
    expect([...format.pathPattern].sort()).toEqual(AREAS.map((area) => `./messages/${area}/{locale}.json`).sort());
  });

  test('a key names its area, once across all areas', () => {
    const seen = new Map<string, string>();
    for (const area of AREAS) {
      for (const key of Object.keys(catalog(area, BASE_LOCALE))) {
        expect({ key, startsWithArea: key.startsWith(`${area.replace(/-/g, '_')}_`) }).toEqual({
          key,
          startsWithArea: true,
        });
        expect({ key, alsoIn: seen.get(key) }).toEqual({ key, alsoIn: undefined });
        seen.set(key, area);
      }
    }
  });

  describe.each(AREAS)('%s', (area) => {
    const base = catalog(area, BASE_LOCALE);

    test.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
      '%s has every message, with the same placeholders',
      (locale) => {
        const translated = catalog(area, locale);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(base).sort());
        for (const [key, message] of Object.entries(base)) {
          expect({ key, placeholders: placeholders(translated[key]) }).toEqual({
            key,
            placeholders: placeholders(message),
          });
          for (const text of texts(translated[key]))
            expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        }
      },
    );
  });
});
