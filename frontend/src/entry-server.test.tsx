import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { BrowserApp } from '@/app/browser-app';
import { APP_READY_EVENT, firstPage } from '@/app/first-page';
import { STORED_SESSION_ATTRIBUTE } from '@/lib/auth/stored-session';
import { setConfigForTests } from '@/lib/config';
import { TEST_CONFIG } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { renderPage } from './entry-server';

describe('the prerendered /auth page', () => {
  it('is the sign-in form, as a visitor with no session sees it once the app runs', async () => {
    setConfigForTests({ ...TEST_CONFIG });
    document.body.innerHTML = await renderPage('/auth');

    expect(document.querySelector('h1')?.textContent).toBe('Welcome Back');
    expect(document.body.textContent).toContain('Sign in to manage your D1 Gang package.');
    expect(document.querySelector('input[name="email"]')).not.toBeNull();
    expect(document.querySelector('input[name="password"]')).not.toBeNull();
    expect(document.querySelector('[role="status"]')).toBeNull();
    // A press before the app runs is held by the boot module; the bare form never puts the password in the address.
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    expect(document.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('announces the app ready only once the form has hydrated, so a press replayed then is answered', async () => {
    setConfigForTests({ ...TEST_CONFIG });
    document.body.innerHTML = '';
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = await renderPage('/auth');
    await prerender(null); // see the not-found test below
    window.history.replaceState(null, '', '/auth');
    firstPage.prerendered = true;
    // What the boot module does with a press held before the app ran (frontend/prerender/boot-module.ts).
    const replay = () => screen.getByRole('button', { name: /^Sign up$/ }).click();
    document.addEventListener(APP_READY_EVENT, replay, { once: true });

    const app = hydrateRoot(root, <BrowserApp />);
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    } finally {
      document.removeEventListener(APP_READY_EVENT, replay);
      act(() => app.unmount());
      root.remove();
      firstPage.prerendered = false;
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('the prerendered not-found page (404.html)', () => {
  afterEach(() => {
    firstPage.prerendered = false;
    window.history.replaceState(null, '', '/');
  });

  // The site answers every path no screen claims with it (shared/site-pages.ts pageFileFor), whatever the address.
  it.each(['/no-such-page', '/dashboard/x', '/admin/users/abc/def'])(
    'hydrates at %s into the not-found screen without a mismatch, and its link goes home',
    async (path) => {
      setConfigForTests({ ...TEST_CONFIG });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      document.body.innerHTML = '';
      const root = document.body.appendChild(document.createElement('div'));
      root.innerHTML = await renderPage('/404'); // as the build renders 404.html (frontend/prerender)
      // The server renderer leaves its last context values set until it next renders; a browser never
      // runs it, so render nothing once for the client to start from the contexts' defaults.
      await prerender(null);
      window.history.replaceState(null, '', path);
      firstPage.prerendered = true;
      const mismatches: unknown[] = [];

      const app = hydrateRoot(root, <BrowserApp />, {
        onRecoverableError: (mismatch) => mismatches.push(mismatch),
      });
      try {
        await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), path));
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Oops! Page not found');
        expect(mismatches).toEqual([]);
        // Only the missing path's log (twice under StrictMode). React's development build also warns that two renderers (the
        // server's above, the browser's here) provided the same contexts: a browser runs only the one.
        const twoRenderers = /^Detected multiple renderers concurrently rendering the same context provider/;
        const logged = error.mock.calls.filter(([message]) => !twoRenderers.test(String(message)));
        expect(new Set(logged.map((call) => call.join(' ')))).toEqual(
          new Set([`404 Error: User attempted to access non-existent route: ${path}`]),
        );

        await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Join the D1 Gang' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/');
      } finally {
        act(() => app.unmount());
        root.remove();
        error.mockRestore();
      }
    },
  );
});

describe('the prerendered landing', () => {
  it('offers Sign In before the app runs, hidden while a stored session is unchecked', async () => {
    setConfigForTests({ ...TEST_CONFIG });
    document.body.innerHTML = await renderPage('/');

    const signIn = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Sign In');
    expect(signIn?.getAttribute('href')).toBe('/auth');
    expect(signIn?.classList.contains(`in-${STORED_SESSION_ATTRIBUTE}:invisible`)).toBe(true);
  });

  it("offers each tier's Select before the app runs, hidden while a stored session is unchecked", async () => {
    setConfigForTests({ ...TEST_CONFIG });
    document.body.innerHTML = await renderPage('/');

    const selects = [...document.querySelectorAll('button')].filter((button) => button.textContent === 'Select');
    expect(selects).toHaveLength(6);
    for (const select of selects) {
      expect(select.disabled).toBe(false);
      expect(select.getAttribute('aria-hidden')).toBeNull();
      expect(select.classList.contains('invisible')).toBe(false);
    }
    // Hidden by the stylesheet while the boot module marks a stored session (the wrapper's class).
    const hider = `in-${STORED_SESSION_ATTRIBUTE}:[&_button]:invisible`;
    for (const select of selects) {
      let element: Element | null = select;
      while (element && !element.classList.contains(hider)) element = element.parentElement;
      expect(element).not.toBeNull();
    }
  });
});
