import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';

function Greeting() {
  return <p>screen content</p>;
}

const greetingModule = { Greeting };

function renderInBoundary(Screen: () => React.ReactNode) {
  return render(
    <Suspense fallback={<p>loading fallback</p>}>
      <Screen />
    </Suspense>,
  );
}

/** Lets the preloaded chunk and the query root's import settle: every promise callback runs before a timer. */
async function chunkSettled() {
  await import('@/lib/query-root');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a screen in its own chunk', () => {
  it('shows its boundary’s loading state while its code is on the way, then the screen', async () => {
    const Screen = lazyScreen(
      () => Promise.resolve(greetingModule),
      (module) => module.Greeting,
    );
    renderInBoundary(Screen);
    expect(screen.getByText('loading fallback')).toBeInTheDocument();
    expect(await screen.findByText('screen content')).toBeInTheDocument();
  });

  // React.lazy suspends on its first render even when its code is in, and React then holds the revealed
  // screen back for up to 300 ms after the fallback showed: the dashboard waited that long to ask for the account.
  it('renders at once, with no loading state, when its code arrived before it renders (preloaded)', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const Screen = lazyScreen(load, (module) => module.Greeting);
    Screen.preload();
    await chunkSettled();

    renderInBoundary(Screen);

    expect(screen.queryByText('loading fallback')).not.toBeInTheDocument();
    expect(screen.getByText('screen content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its code once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(greetingModule));
    const Screen = lazyScreen(load, (module) => module.Greeting);
    Screen.preload();
    Screen.preload();
    renderInBoundary(Screen);
    expect(await screen.findByText('screen content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
