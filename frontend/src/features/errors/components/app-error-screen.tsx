import { paths } from '@/config/paths';

/** The fallback when a screen throws. Plain markup: the layout may be what failed. */
export function AppErrorScreen() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-4xl text-text">Unexpected Application Error!</h1>
      <p className="text-text-muted">Something went wrong on our side. Reload the page or head back home.</p>
      {/* A full page load, so a broken client state does not survive the click. */}
      <a href={paths.home} className="rounded font-semibold text-accent hover:underline">
        Return to Home
      </a>
    </main>
  );
}
