import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { setPageLocale } from '@/lib/locale';
import { LanguageSuggestion } from './language-suggestion';

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function renderAt(localePath: string, route = '/') {
  setPageLocale(localePath);
  return render(
    <MemoryRouter initialEntries={[route]}>
      <LanguageSuggestion />
    </MemoryRouter>,
  );
}

afterEach(() => {
  setPageLocale('/');
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the language suggestion on the landing page', () => {
  it("offers the browser's language, written in it, with a link to the same page in it", () => {
    browserLanguages('de-DE', 'en');
    renderAt('/');

    const bar = screen.getByRole('region', { name: 'Sprachvorschlag' });
    expect(bar).toHaveAttribute('lang', 'de');
    expect(bar).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('hreflang', 'de');
  });

  it('offers English on a Spanish page to an English browser, and keeps a query', () => {
    browserLanguages('en-US', 'en');
    renderAt('/es/', '/?code=HOOPS');

    expect(screen.getByRole('region', { name: 'Language suggestion' })).toHaveTextContent(
      'This page is also in English.',
    );
    expect(screen.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/?code=HOOPS');
  });

  it("follows the visitor's remembered choice over the browser's languages", () => {
    browserLanguages('de-DE');
    localStorage.setItem('d1-locale', 'fr');
    renderAt('/');

    expect(screen.getByRole('link', { name: 'La lire en français' })).toHaveAttribute('href', '/fr/');
  });

  it("suggests nothing when the page is in the visitor's language or the browser names none of the store's", () => {
    browserLanguages('de-DE');
    localStorage.setItem('d1-locale', 'es');
    const { unmount } = renderAt('/es/');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    browserLanguages('ja-JP', 'ko');
    renderAt('/');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("goes away when dismissed, and remembers the page's language as the choice", () => {
    browserLanguages('pt-BR');
    renderAt('/es/');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Não, obrigado' })));

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem('d1-locale')).toBe('es');
  });

  it('is not in the server render, so the prerendered page hydrates as built', () => {
    browserLanguages('de-DE');
    setPageLocale('/');
    const html = renderToString(
      <MemoryRouter>
        <LanguageSuggestion />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });
});
