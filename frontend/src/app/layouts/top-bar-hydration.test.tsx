import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { BrowserApp } from '@/app/browser-app';
import { firstPage } from '@/app/first-page';
import { renderPage } from '@/entry-server';
import { setConfigForTests } from '@/lib/config';
import { TEST_CONFIG } from '@/test/render';

// Counts the loads of the account menu's module: once per module graph, hence a file of its own.
const menuLoads = vi.hoisted(() => vi.fn());
vi.mock('./user-menu', async (importOriginal) => {
  menuLoads();
  return importOriginal();
});

const STORED_SESSION_KEY = 'CognitoIdentityServiceProvider.test-client.LastAuthUser';

/** Hydrates the prerendered /terms as the browser does, and lets every render and effect it starts run. */
async function hydrateTerms(): Promise<{ root: HTMLElement; app: Root }> {
  setConfigForTests({ ...TEST_CONFIG });
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = await renderPage('/terms');
  // The server renderer keeps its last context values until it next renders; a browser never runs it.
  await prerender(null);
  window.history.replaceState(null, '', '/terms');
  firstPage.prerendered = true;
  let app: Root | undefined;
  await act(async () => {
    app = hydrateRoot(root, <BrowserApp />);
  });
  if (!app) throw new Error('hydrateRoot returned no root');
  return { root, app };
}

afterEach(() => {
  firstPage.prerendered = false;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the top bar on a prerendered page', () => {
  it("fetches the account menu's code for a stored session only, not for every visitor while the page hydrates", async () => {
    const visitor = await hydrateTerms();
    // A few turns of the event loop: a load started by the hydration would have reached the module by now.
    for (let turn = 0; turn < 5; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(menuLoads).not.toHaveBeenCalled();
    act(() => visitor.app.unmount());
    visitor.root.remove();

    localStorage.setItem(STORED_SESSION_KEY, 'someone');
    const supporter = await hydrateTerms();
    await waitFor(() => expect(menuLoads).toHaveBeenCalledTimes(1));
    act(() => supporter.app.unmount());
    supporter.root.remove();
  });
});
