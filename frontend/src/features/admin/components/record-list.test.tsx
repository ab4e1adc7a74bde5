import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPurchase, aPurchasesPage } from '../test/fixtures';
import { renderAdmin, resetAdminTest } from '../test/render-admin';

/** What jsdom cannot lay out: the width the list has, and the width its table needs. */
const layout = { space: 1000, tableNeeds: 700 };
const observers = new Set<() => void>();

/** Calls every ResizeObserver the page has, as the browser does after a resize. */
function resizeTo(space: number) {
  layout.space = space;
  act(() => {
    for (const callback of observers) callback();
  });
}

beforeEach(() => {
  layout.space = 1000;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = () => callback();
      }
      observe() {
        observers.add(this.callback);
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => layout.space);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.firstElementChild?.tagName === 'TABLE' ? Math.max(layout.space, layout.tableNeeds) : layout.space;
  });
});

afterEach(() => {
  observers.clear();
  resetAdminTest();
});

describe('an admin list above the phone breakpoint', () => {
  it('is a table while the table fits the space it has, cards once it would scroll sideways, and a table again', async () => {
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () =>
        aPurchasesPage([aPurchase({ email: 'a.rather.long.email.address@example.com' })], { totalRevenueCents: 3000 }),
    });
    expect(await screen.findByRole('table', { name: 'Purchases' })).toBeInTheDocument();

    // The sidebar opens, or the window narrows: 600 px left for a table that needs 700.
    resizeTo(600);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Purchases' })).toHaveTextContent(
      'a.rather.long.email.address@example.com',
    );

    // Not yet room for it.
    resizeTo(699);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    resizeTo(700);
    expect(screen.getByRole('table', { name: 'Purchases' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Purchases' })).not.toBeInTheDocument();
  });

  it('starts as cards when the table does not fit on the first draw', async () => {
    layout.space = 500;
    renderAdmin('/admin/purchases', {
      'GET /admin/purchases': () => aPurchasesPage([aPurchase()], { totalRevenueCents: 3000 }),
    });

    expect(await screen.findByRole('list', { name: 'Purchases' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
