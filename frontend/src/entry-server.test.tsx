import { STORED_SESSION_ATTRIBUTE } from '@/lib/auth/stored-session';
import { setConfigForTests } from '@/lib/config';
import { TEST_CONFIG } from '@/test/render';
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
    // Until the app has hydrated the page, a press would send the bare HTML form, password in the address.
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
  });
});

describe('the prerendered landing', () => {
  it('offers Sign In before the app runs, hidden while a stored session is unchecked', async () => {
    setConfigForTests({ ...TEST_CONFIG });
    document.body.innerHTML = await renderPage('/');

    const signIn = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Sign In');
    expect(signIn?.getAttribute('href')).toBe('/auth');
    expect(signIn?.classList.contains(`in-${STORED_SESSION_ATTRIBUTE}:invisible`)).toBe(true);
  });
});
