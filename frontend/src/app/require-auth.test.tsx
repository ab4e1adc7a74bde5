import { act, screen } from '@testing-library/react';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { RequireAuth } from './require-auth';

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/dashboard', element: <p>dashboard content</p> }],
  },
  { path: '/auth', element: <p>auth screen</p> },
];

describe('signed-in guard', () => {
  it('shows loading while the session is read', () => {
    renderRoute(<p>unused</p>, { at: '/dashboard', path: '/unused', auth: fakeAuth({ status: 'loading' }), routes });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('dashboard content')).not.toBeInTheDocument();
  });

  it("shows the screen's own loading state while the session is read, when the route table gives one", () => {
    const loading = vi.fn(() => <p role="status">Loading the dashboard's shape...</p>);
    const shaped = [
      { element: <RequireAuth loading={loading} />, children: [{ path: '/dashboard', element: <p>dashboard</p> }] },
    ];
    renderRoute(<p>unused</p>, {
      at: '/dashboard',
      path: '/unused',
      auth: fakeAuth({ status: 'loading' }),
      routes: shaped,
    });
    expect(screen.getByRole('status')).toHaveTextContent("Loading the dashboard's shape...");
    expect(loading).toHaveBeenCalledWith('/dashboard');
  });

  it("starts loading the screen's code while the session is read, not after", () => {
    const chunk = { preload: vi.fn(() => new Promise<void>(() => {})), isLoaded: () => false };
    const chunkAt = vi.fn(() => chunk);
    const preloading = [
      {
        element: <RequireAuth chunkAt={chunkAt} />,
        children: [{ path: '/dashboard', element: <p>dashboard</p> }],
      },
    ];
    renderRoute(<p>unused</p>, {
      at: '/dashboard',
      path: '/unused',
      auth: fakeAuth({ status: 'loading' }),
      routes: preloading,
    });
    expect(chunk.preload).toHaveBeenCalled();
    expect(chunkAt).toHaveBeenCalledWith('/dashboard');
  });

  it('loads nothing ahead for a visitor without a session', () => {
    const chunk = { preload: vi.fn(() => Promise.resolve()), isLoaded: () => false };
    const chunkAt = vi.fn(() => chunk);
    const preloading = [
      {
        element: <RequireAuth chunkAt={chunkAt} />,
        children: [{ path: '/dashboard', element: <p>dashboard</p> }],
      },
      { path: '/auth', element: <p>auth screen</p> },
    ];
    renderRoute(<p>unused</p>, { at: '/dashboard', path: '/unused', auth: fakeAuth(), routes: preloading });
    expect(chunk.preload).not.toHaveBeenCalled();
  });

  it("keeps the loading state for a signed-in user until the screen's code is in, so the screen never suspends", async () => {
    let arrive = () => {};
    let inYet = false;
    const chunk = {
      preload: vi.fn(
        () =>
          new Promise<void>((resolve) => {
            arrive = () => {
              inYet = true;
              resolve();
            };
          }),
      ),
      isLoaded: () => inYet,
    };
    const chunkAt = vi.fn(() => chunk);
    const waiting = [
      {
        element: <RequireAuth chunkAt={chunkAt} />,
        children: [{ path: '/dashboard', element: <p>dashboard</p> }],
      },
    ];
    renderRoute(<p>unused</p>, { at: '/dashboard', path: '/unused', auth: signedInAs(), routes: waiting });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();

    await act(async () => arrive());

    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the screen at once when its code is already in', () => {
    const chunk = { preload: vi.fn(() => Promise.resolve()), isLoaded: () => true };
    const chunkAt = vi.fn(() => chunk);
    const loaded = [
      {
        element: <RequireAuth chunkAt={chunkAt} />,
        children: [{ path: '/dashboard', element: <p>dashboard</p> }],
      },
    ];
    renderRoute(<p>unused</p>, { at: '/dashboard', path: '/unused', auth: signedInAs(), routes: loaded });
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(chunk.preload).not.toHaveBeenCalled();
  });

  it("renders the screen when its code failed to load, so the screen's own error shows", async () => {
    const chunk = { preload: vi.fn(() => Promise.reject(new Error('chunk failed'))), isLoaded: () => false };
    const chunkAt = vi.fn(() => chunk);
    const failing = [
      {
        element: <RequireAuth chunkAt={chunkAt} />,
        children: [{ path: '/dashboard', element: <p>dashboard</p> }],
      },
    ];
    renderRoute(<p>unused</p>, { at: '/dashboard', path: '/unused', auth: signedInAs(), routes: failing });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends signed-out visitors to /auth with the path and query to come back to', () => {
    const { router } = renderRoute(<p>unused</p>, {
      at: '/dashboard?selected=mvp',
      path: '/unused',
      auth: fakeAuth(),
      routes,
    });
    expect(screen.getByText('auth screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?next=%2Fdashboard%3Fselected%3Dmvp');
  });

  it('renders the screen for a signed-in user', () => {
    renderRoute(<p>unused</p>, { at: '/dashboard', path: '/unused', auth: signedInAs(), routes });
    expect(screen.getByText('dashboard content')).toBeInTheDocument();
  });
});
