import { act } from '@testing-library/react';
import { rememberedCreatorCode } from '@/lib/creator-code/remembered-creator-code';
import { renderRoute } from '@/test/render';
import { CreatorCodeFromLink } from './creator-code-from-link';

afterEach(() => sessionStorage.clear());

const routes = ['/', '/wall', '/auth'].map((path) => ({ path, element: <CreatorCodeFromLink /> }));

describe('a creator code in a link', () => {
  it('is remembered for the session from any page, upper-cased, until another link brings another', async () => {
    const { router } = renderRoute(<CreatorCodeFromLink />, { at: '/wall?code=hoops10', path: '/wall', routes });

    expect(rememberedCreatorCode()).toBe('HOOPS10');

    await act(() => router.navigate('/auth?mode=signup'));
    expect(rememberedCreatorCode()).toBe('HOOPS10');

    await act(() => router.navigate('/?code=DUNK20'));
    expect(rememberedCreatorCode()).toBe('DUNK20');
  });

  it('remembers nothing from a link without a code', () => {
    renderRoute(<CreatorCodeFromLink />, { at: '/wall?utm_source=stream', path: '/wall' });

    expect(rememberedCreatorCode()).toBeNull();
  });

  it('leaves the game’s link code on /link alone', () => {
    renderRoute(<CreatorCodeFromLink />, { at: '/link?code=BCDF-GHJK', path: '/link' });

    expect(rememberedCreatorCode()).toBeNull();
  });
});
