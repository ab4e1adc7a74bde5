import type { GameKeySummary } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure, noAnswer } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { aGameKey, anAuditEntry, NOV_21 } from '../../test/fixtures';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const SECRET = `d1g_sk_01JKEY0000000000000000000B_${'s'.repeat(43)}`;
const active = aGameKey({ lastUsedAt: '2026-11-22T12:00:00.000Z' });
const revoked = aGameKey({
  keyId: '01JKEY0000000000000000000C',
  name: 'Old test server',
  revokedAt: '2026-11-23T12:00:00.000Z',
});

function renderKeys(keys: GameKeySummary[] = [active, revoked], answers: ApiAnswers = {}) {
  return renderAdmin('/admin/game-keys', { 'GET /admin/game-keys': () => ({ keys }), ...answers });
}

/** The list item that names `name`. */
async function rowOf(name: string) {
  const row = (await screen.findByText(name)).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('admin game keys: list', () => {
  it('is in the sidebar after Audit Log, before Updates, and lists each key with its dates and status', async () => {
    renderKeys();

    expect(await screen.findByRole('heading', { name: 'Game Keys' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Admin sections' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Users',
      'Purchases',
      'Gifts',
      'Tax report',
      'Contact Submissions',
      'Audit Log',
      'Game Keys',
      'Updates',
      'Creator Codes',
      'Goals',
    ]);
    expect(screen.getByRole('link', { name: 'Game Keys' })).toHaveAttribute('aria-current', 'page');

    const first = await rowOf('EU game servers');
    expect(first.getByText('Active')).toBeInTheDocument();
    // The key id is the device flow's OAuth client_id.
    expect(first.getByText('Client ID')).toBeInTheDocument();
    expect(first.getByText(active.keyId)).toBeInTheDocument();
    expect(first.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(first.getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Revoke EU game servers' })).toBeInTheDocument();

    const second = await rowOf('Old test server');
    expect(second.getByText('Revoked')).toBeInTheDocument();
    expect(second.getByText('Never')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('says when there are no keys', async () => {
    renderKeys([]);

    expect(await screen.findByText('No game server keys yet')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin('/admin/game-keys', {
      'GET /admin/game-keys': () => {
        calls += 1;
        return calls === 1 ? apiFailure(500, 'Internal server error') : { keys: [active] };
      },
    });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('EU game servers')).toBeInTheDocument();
  });
});

describe('admin game keys: create', () => {
  it('creates a named key, shows it once with Copy, and copies it', async () => {
    const user = userEvent.setup();
    const created = aGameKey({ keyId: '01JKEY0000000000000000000B', name: 'NA game servers' });
    const { api } = renderKeys([active], { 'POST /admin/game-keys': () => ({ key: created, secret: SECRET }) });

    await user.type(await screen.findByLabelText('Key name'), 'NA game servers');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('region', { name: 'New key NA game servers' }));
    expect(shown.getByText(SECRET)).toBeInTheDocument();
    expect(shown.getByText('01JKEY0000000000000000000B')).toBeInTheDocument();
    expect(shown.getByText(GAME_MESSAGES.keyShownOnce)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/game-keys').map((call) => call.body)).toEqual([{ name: 'NA game servers' }]);
    expect(screen.getByLabelText('Key name')).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET /admin/game-keys')).toHaveLength(2));

    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(GAME_MESSAGES.keyCopied)).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = renderKeys([active], { 'POST /admin/game-keys': () => ({ key: active, secret: SECRET }) });

    await user.type(await screen.findByLabelText('Key name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText(GAME_MESSAGES.keyNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Key name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /admin/game-keys')).toEqual([]);
  });

  it('holds the button while creating and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    renderKeys([active], {
      'POST /admin/game-keys': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });

    await user.type(await screen.findByLabelText('Key name'), 'NA game servers');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(apiFailure(400, GAME_MESSAGES.keyNameTooLong));
    expect(await screen.findByText(GAME_MESSAGES.keyNameTooLong)).toBeInTheDocument();
    expect(await screen.findByText(GAME_MESSAGES.keyCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create key' })).toBeEnabled();
  });
});

describe('admin game keys: revoke', () => {
  it('asks in a dialog naming the key, then revokes it and reloads the list', async () => {
    const user = userEvent.setup();
    let keys = [active];
    const { api } = renderAdmin('/admin/game-keys', {
      'GET /admin/game-keys': () => ({ keys }),
      'DELETE /admin/game-keys/{keyId}': () => {
        keys = [{ ...active, revokedAt: NOV_21 }];
        return { key: keys[0] as GameKeySummary };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Revoke EU game servers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke EU game servers?' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /admin/game-keys/{keyId}').map((call) => call.params.keyId)).toEqual([active.keyId]);
    expect(await screen.findByText(GAME_MESSAGES.keyRevoked)).toBeInTheDocument();
    expect(await (await rowOf('EU game servers')).findByText('Revoked')).toBeInTheDocument();
  });

  it('sends nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const { api } = renderKeys([active], { 'DELETE /admin/game-keys/{keyId}': noAnswer });

    await user.click(await screen.findByRole('button', { name: 'Revoke EU game servers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /admin/game-keys/{keyId}')).toEqual([]);
  });

  it('keeps the dialog open with the server’s message when revoking fails', async () => {
    const user = userEvent.setup();
    renderKeys([active], {
      'DELETE /admin/game-keys/{keyId}': () => apiFailure(404, GAME_MESSAGES.keyNotFound),
    });

    await user.click(await screen.findByRole('button', { name: 'Revoke EU game servers' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Revoke key' }));

    expect(await dialog.findByText(GAME_MESSAGES.keyNotFound)).toBeInTheDocument();
    expect(await screen.findByText(GAME_MESSAGES.keyRevokeFailed)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Revoke key' })).toBeEnabled();
  });
});

describe('the audit log’s game key entries', () => {
  it('name the key and link to the keys page', async () => {
    renderAdmin('/admin/audit', {
      'GET /admin/audit': () => ({
        items: [
          anAuditEntry({
            action: 'game_key_created',
            subject: { type: 'game_key', id: active.keyId },
            before: {},
            after: { name: 'EU game servers' },
          }),
        ],
        nextCursor: null,
      }),
    });

    expect(await screen.findByText('Game server key created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Game key EU game servers' })).toHaveAttribute('href', '/admin/game-keys');
  });
});
