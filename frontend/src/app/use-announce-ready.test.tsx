import { render, screen } from '@testing-library/react';
import { STORED_SESSION_ATTRIBUTE } from '@/lib/auth/stored-session';
import { fakeAuth, renderRoute } from '@/test/render';
import { APP_READY_EVENT } from './first-page';
import { TopBar } from './layouts/top-bar';
import { useAnnounceReady } from './use-announce-ready';

function Screen() {
  useAnnounceReady();
  return <h1>Ready</h1>;
}

afterEach(() => document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE));

describe('the page ready announcement', () => {
  it("keeps a stored session's mark on the page until the screen itself has hydrated, then announces it ready", async () => {
    // The boot module marks a stored session so the prerendered Sign In and tier buttons stay hidden. The
    // top bar may hydrate before the screen (the screen hydrates in a Suspense boundary of its own); had it
    // lifted the mark, a prerendered Select showed and took a press its hydration then replaced.
    document.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, '');
    renderRoute(<TopBar />, { auth: fakeAuth({ status: 'loading' }) });
    expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(true);

    const marked: boolean[] = [];
    const announced = () => marked.push(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE));
    document.addEventListener(APP_READY_EVENT, announced);
    render(<Screen />);
    await screen.findByRole('heading', { name: 'Ready' });
    document.removeEventListener(APP_READY_EVENT, announced);

    expect(marked).toEqual([false]);
  });
});
