import { userEvent as library } from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof library.setup>[0]>;

/**
 * Testing Library's user-event as every test here uses it: with no timer between one keystroke or
 * pointer step and the next (`delay: null`). Its default yields a macrotask after each, which made
 * typing into forms the slowest part of the web tests; each event is still dispatched inside React's
 * act(), so the screen has rendered it before the next one comes. The same calls as the library's.
 */
function setup(options: Options = {}) {
  return library.setup({ delay: null, ...options });
}

export const userEvent = {
  setup,
  click: (element: Element) => setup().click(element),
  type: (element: Element, text: string) => setup().type(element, text),
  clear: (element: Element) => setup().clear(element),
  keyboard: (text: string) => setup().keyboard(text),
  tab: (options?: { shift?: boolean }) => setup().tab(options),
};
