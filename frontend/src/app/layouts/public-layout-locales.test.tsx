import { fireEvent, screen, within } from '@testing-library/react';
import { loadPage } from '@/lib/load-page';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { PublicLayout } from './public-layout';

vi.mock('@/lib/load-page', () => ({ loadPage: vi.fn() }));

afterEach(() => {
  setPageLocale('/');
  localStorage.clear();
});

// The address decides the language; inside the router the route is the same under every prefix.
function renderIn(localePath: string, at: string) {
  setPageLocale(localePath);
  return renderRoute(<PublicLayout />, { auth: fakeAuth(), at, path: at.split('?')[0] });
}

describe('the layout in other languages', () => {
  it('speaks Spanish on a Spanish page: skip link, top bar and footer', () => {
    renderIn('/es/contact', '/contact');

    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Inicio de D1 Gang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Muro del gimnasio' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Términos del servicio' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(footer.getByText(/Las fechas de lanzamiento son estimaciones/)).toBeInTheDocument();
    expect(
      footer.getByText(`© ${new Date().getFullYear()} D1 Gang. Todos los derechos reservados.`),
    ).toBeInTheDocument();
    for (const english of ['Sign In', 'Skip to content', 'Terms of Service', 'Privacy Policy', 'Gym Wall'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('speaks German on a German page', () => {
    renderIn('/de/', '/');

    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Kontakt' })).toBeInTheDocument();
    expect(footer.getByText(/Alle Rechte vorbehalten/)).toBeInTheDocument();
    for (const english of ['Sign In', 'Contact', 'Terms of Service', 'All rights reserved'])
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
  });
});

describe('the language menu in the footer', () => {
  it('links the same page, query included, in every language, each named in its own language', () => {
    renderIn('/es/auth', '/auth?mode=signup');

    const menu = within(screen.getByRole('navigation', { name: 'Idioma' }));
    const links = menu.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/auth?mode=signup'],
      ['Español', '/es/auth?mode=signup'],
      ['Português (Brasil)', '/pt-br/auth?mode=signup'],
      ['Français', '/fr/auth?mode=signup'],
      ['Deutsch', '/de/auth?mode=signup'],
    ]);
    const portuguese = menu.getByRole('link', { name: 'Português (Brasil)' });
    expect(portuguese).toHaveAttribute('hreflang', 'pt-BR');
    expect(portuguese).toHaveAttribute('lang', 'pt-BR');
    expect(menu.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    expect(menu.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it("offers each language's home on an address no screen claims (the one not-found page serves them all)", () => {
    renderIn('/es/no-such-page', '/no-such-page');

    const menu = within(screen.getByRole('navigation', { name: 'Idioma' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/es/',
      '/pt-br/',
      '/fr/',
      '/de/',
    ]);
  });

  it('remembers the language clicked', () => {
    renderIn('/', '/wall');
    const menu = within(screen.getByRole('navigation', { name: 'Language' }));
    const french = menu.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/wall');
    // The page would reload in French; the test stays where it is.
    french.addEventListener('click', (event) => event.preventDefault());

    fireEvent.click(french);

    expect(localStorage.getItem('d1-locale')).toBe('fr');
  });

  it("keeps a signed-in supporter's pick on their profile before the page loads in it", async () => {
    const { callsTo } = mockApi({
      'PUT /me/language': ({ body }) => ({ locale: body?.locale ?? 'en' }),
      // The account menu reads these once its chunk is in, which on a busy machine may come before the test ends.
      'GET /me': () => ({ profile: null, tierId: null, submission: null, purchaseCount: 0, standingSumCents: 0 }),
      'GET /admin/role': () => ({ isAdmin: false }),
    });
    setPageLocale('/');
    renderRoute(<PublicLayout />, { auth: signedInAs(), at: '/wall', path: '/wall' });

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Deutsch' }),
    );

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/de/wall'));
    expect(callsTo('PUT /me/language').map((call) => call.body)).toEqual([{ locale: 'de' }]);
    expect(localStorage.getItem('d1-locale')).toBe('de');
  });
});
