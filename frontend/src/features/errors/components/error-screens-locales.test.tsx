import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { setPageLocale } from '@/lib/locale';
import { renderRoute } from '@/test/render';
import { NotFoundScreen } from './not-found-screen';

function Boom(): never {
  throw new Error('kaboom');
}

afterEach(() => setPageLocale('/'));

describe('error screens in other languages', () => {
  it('says the page was not found in Spanish and in French', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPageLocale('/es/no-such-page');
    const { unmount } = renderRoute(<NotFoundScreen />, { at: '/no-such-page', path: '*' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - ¡Ups! Página no encontrada');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
    unmount();

    setPageLocale('/fr/no-such-page');
    renderRoute(<NotFoundScreen />, { at: '/no-such-page', path: '*' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Oups ! Page introuvable');
    expect(screen.queryByText('Return to Home')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('shows the error screen in Spanish, with a full page load to the Spanish home', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPageLocale('/es/');
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '¡Error inesperado en la aplicación!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
