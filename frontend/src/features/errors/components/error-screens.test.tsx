import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { renderRoute } from '@/test/render';
import { NotFoundScreen } from './not-found-screen';

function Boom(): never {
  throw new Error('kaboom');
}

describe('error screens', () => {
  it("reads '404 - Oops! Page not found', links home and logs the missing path", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<NotFoundScreen />, { at: '/no-such-page', path: '*' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no-such-page');
    error.mockRestore();
  });

  it("shows 'Unexpected Application Error!' when a screen throws", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
