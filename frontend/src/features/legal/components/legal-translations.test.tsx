import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setPageLocale } from '@/lib/locale';
import { renderRoute } from '@/test/render';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

/** Renders a legal screen at its address in a language, as the prerender and the app do. */
function renderIn(screenElement: ReactElement, at: string): string {
  setPageLocale(at);
  renderRoute(screenElement, { at });
  return document.body.textContent ?? '';
}

/** The notice on a translated page, and its link to the binding English text. */
function expectEnglishIsBinding(notice: string, englishTitle: string, englishPath: string) {
  expect(screen.getByRole('note')).toHaveTextContent(notice);
  const link = screen.getByRole('link', { name: englishTitle });
  expect(link).toHaveAttribute('href', englishPath);
  expect(link).toHaveAttribute('hreflang', 'en');
  expect(link).toHaveAttribute('lang', 'en');
}

function expectHeadings(level1: string, level2: string[]) {
  expect(screen.getByRole('heading', { level: 1, name: level1 })).toBeInTheDocument();
  for (const name of level2) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
}

const ENGLISH_TERMS = [
  'Purchases are final and non-refundable.',
  'The 2027 release date is a projection',
  'Benefits are tied to the account that bought them',
  'Last updated',
];

const ENGLISH_PRIVACY = [
  'What the store holds about you, and where it comes from',
  'Payments are processed by Stripe, our card payment provider',
  'Deletion cannot be undone.',
  'Last updated',
];

afterEach(() => setPageLocale('/'));

describe('the legal pages in Spanish', () => {
  it('Terms: the notice that English binds, with a link to /terms, then every section in Spanish', () => {
    const text = renderIn(<TermsScreen />, '/es/terms');

    expectEnglishIsBinding('Solo el texto en inglés es vinculante', 'Terms of Service', '/terms');
    expectHeadings('Términos del servicio', [
      '1. Qué compras',
      '2. Las compras son definitivas',
      '3. Derecho de desistimiento',
      '8. Cambios en estos términos',
    ]);
    expect(text).toContain('Las compras son definitivas y no reembolsables.');
    expect(text).toContain('la garantía de devolución del dinero de 30 días');
    expect(text).toContain('Última actualización: 29 de noviembre de 2026');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy');
    for (const english of ENGLISH_TERMS) expect(text).not.toContain(english);
  });

  it('Privacy: the notice with a link to /privacy, then every section in Spanish', () => {
    const text = renderIn(<PrivacyScreen />, '/es/privacy');

    expectEnglishIsBinding('Solo el texto en inglés es vinculante', 'Privacy Policy', '/privacy');
    expectHeadings('Política de privacidad', [
      '1. Qué recogemos',
      '4. Correos que enviamos',
      '8. Cuánto tiempo los conservamos',
      '11. Eliminar tu cuenta',
      '13. Cambios y preguntas',
    ]);
    expect(text).toContain('durante 90 días');
    expect(text).toContain('_fbp');
    expect(text).toContain('menores de 13 años');
    // The word a deleted account's records keep is stored as it is, whatever the page's language.
    expect(text).toContain('con tu correo sustituido por «Deleted account»');
    for (const english of ENGLISH_PRIVACY) expect(text).not.toContain(english);
  });
});

describe('the legal pages in German', () => {
  it('Terms: the notice that English binds, with a link to /terms, then every section in German', () => {
    const text = renderIn(<TermsScreen />, '/de/terms');

    expectEnglishIsBinding('Verbindlich ist allein der englische Text', 'Terms of Service', '/terms');
    expectHeadings('Nutzungsbedingungen', [
      '1. Was du kaufst',
      '2. Käufe sind endgültig',
      '3. Widerrufsrecht',
      '8. Änderungen dieser Bedingungen',
    ]);
    expect(text).toContain('Käufe sind endgültig und nicht erstattungsfähig.');
    expect(text).toContain('Zuletzt aktualisiert: 29. November 2026');
    for (const english of ENGLISH_TERMS) expect(text).not.toContain(english);
  });

  it('Privacy: the notice with a link to /privacy, then every section in German', () => {
    const text = renderIn(<PrivacyScreen />, '/de/privacy');

    expectEnglishIsBinding('Verbindlich ist allein der englische Text', 'Privacy Policy', '/privacy');
    expectHeadings('Datenschutzerklärung', [
      '1. Was wir erheben',
      '5. Cookies und Browserspeicher',
      '10. Deine Daten herunterladen',
      '12. Die öffentliche Hallenwand',
    ]);
    expect(text).toContain('35 Tage');
    for (const english of ENGLISH_PRIVACY) expect(text).not.toContain(english);
  });
});

describe('the legal pages in French and Brazilian Portuguese', () => {
  it.each([
    ['/fr/terms', <TermsScreen key="fr" />, 'Seul le texte anglais fait foi', 'Conditions d’utilisation'],
    ['/pt-br/privacy', <PrivacyScreen key="pt" />, 'Somente o texto em inglês é vinculante', 'Política de Privacidade'],
  ])('%s: the notice, then the page in its language', (at, element, notice, title) => {
    const text = renderIn(element, at);

    expect(screen.getByRole('note')).toHaveTextContent(notice);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const english of [...ENGLISH_TERMS, ...ENGLISH_PRIVACY]) expect(text).not.toContain(english);
  });
});

describe('the legal pages in English', () => {
  it.each([
    ['/terms', <TermsScreen key="terms" />],
    ['/privacy', <PrivacyScreen key="privacy" />],
  ])('%s is the binding text: no translation notice', (at, element) => {
    const text = renderIn(element, at);

    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(text).toContain('Last updated November 29, 2026');
  });
});
