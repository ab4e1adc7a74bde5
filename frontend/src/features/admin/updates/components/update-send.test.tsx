import { UPDATE_MESSAGES } from '@shared/updates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure, noAnswer } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { anUpdate, UPDATE_ID } from '../test/fixtures';

afterEach(resetAdminTest);

const draft = anUpdate();
const DIALOG_TITLE = 'Send "Court physics are in" to 1,000 supporters?';

function renderDraft(answers: ApiAnswers = {}) {
  return renderAdmin(`/admin/updates/${UPDATE_ID}`, {
    'GET /admin/updates/{updateId}': () => ({ update: draft }),
    'GET /admin/updates/{updateId}/recipients': () => ({ recipients: 1000 }),
    ...answers,
  });
}

describe('admin updates: send a test', () => {
  it('sends the saved draft to the admin and says where it went', async () => {
    const user = userEvent.setup();
    const { api } = renderDraft({
      'POST /admin/updates/{updateId}/test': () => ({ message: UPDATE_MESSAGES.testSent, to: 'coach@example.com' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Send test to me' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`${UPDATE_MESSAGES.testSent} (coach@example.com)`);
    expect(api.callsTo('POST /admin/updates/{updateId}/test').map((call) => call.params.updateId)).toEqual([UPDATE_ID]);
  });

  it('waits for unsaved changes to be saved before sending anything', async () => {
    const user = userEvent.setup();
    renderDraft();

    await user.type(await screen.findByLabelText('Subject'), '!');

    expect(screen.getByText('Save your changes before sending.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test to me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send update' })).toBeDisabled();
  });
});

describe('admin updates: send', () => {
  it('names the number of recipients, sends with it and shows the progress', async () => {
    const user = userEvent.setup();
    let update = draft;
    const { api } = renderDraft({
      'GET /admin/updates/{updateId}': () => ({ update }),
      'POST /admin/updates/{updateId}/send': () => {
        update = anUpdate({ status: 'sending', progress: { queued: 1000, sent: 0, failed: 0, suppressed: 0 } });
        return { update };
      },
      'POST /admin/updates/preview': () => ({ html: '<p>Body</p>', text: 'Body' }),
    });

    await user.click(await screen.findByRole('button', { name: 'Send update' }));
    const dialog = within(await screen.findByRole('dialog', { name: DIALOG_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /admin/updates/{updateId}/send').map((call) => call.body)).toEqual([
      { expectedRecipients: 1000 },
    ]);
    expect(await screen.findByRole('progressbar', { name: 'Send progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('says one supporter in the singular', async () => {
    const user = userEvent.setup();
    renderDraft({ 'GET /admin/updates/{updateId}/recipients': () => ({ recipients: 1 }) });

    await user.click(await screen.findByRole('button', { name: 'Send update' }));

    expect(
      await screen.findByRole('dialog', { name: 'Send "Court physics are in" to 1 supporter?' }),
    ).toBeInTheDocument();
  });

  it('holds Send when no one would receive the update', async () => {
    const user = userEvent.setup();
    renderDraft({ 'GET /admin/updates/{updateId}/recipients': () => ({ recipients: 0 }) });

    await user.click(await screen.findByRole('button', { name: 'Send update' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Send "Court physics are in" to 0 supporters?' }));
    expect(dialog.getByText('No supporter in this audience has opted in to updates yet.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const { api } = renderDraft({ 'POST /admin/updates/{updateId}/send': noAnswer });

    await user.click(await screen.findByRole('button', { name: 'Send update' }));
    const dialog = within(await screen.findByRole('dialog', { name: DIALOG_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /admin/updates/{updateId}/send')).toEqual([]);
  });

  it('shows the 409 as it comes and counts the recipients again when they changed', async () => {
    const user = userEvent.setup();
    let recipients = 1000;
    const { api } = renderDraft({
      'GET /admin/updates/{updateId}/recipients': () => ({ recipients }),
      'POST /admin/updates/{updateId}/send': () => {
        recipients = 1001;
        return apiFailure(409, UPDATE_MESSAGES.recipientsChanged);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Send update' }));
    const dialog = within(await screen.findByRole('dialog', { name: DIALOG_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText(UPDATE_MESSAGES.recipientsChanged)).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Send "Court physics are in" to 1,001 supporters?' }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(api.callsTo('POST /admin/updates/{updateId}/send').map((call) => call.body)).toEqual([
        { expectedRecipients: 1000 },
        { expectedRecipients: 1001 },
      ]),
    );
  });

  it('shows a refusal of another kind as it comes', async () => {
    const user = userEvent.setup();
    renderDraft({ 'POST /admin/updates/{updateId}/send': () => apiFailure(409, UPDATE_MESSAGES.alreadySent) });

    await user.click(await screen.findByRole('button', { name: 'Send update' }));
    const dialog = within(await screen.findByRole('dialog', { name: DIALOG_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText(UPDATE_MESSAGES.alreadySent)).toBeInTheDocument();
  });
});
