import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { CREATOR_CODE_TOASTS } from '../lib/creator-code-toasts';
import { aCreatorCode } from '../test/fixtures';

afterEach(resetAdminTest);

const created = aCreatorCode({ maxUses: 100 });

function renderForm(answers: ApiAnswers = {}) {
  return renderAdmin('/admin/creator-codes', {
    'GET /admin/creator-codes': () => ({ codes: [], nextCursor: null }),
    'POST /admin/creator-codes': () => ({ code: created }),
    ...answers,
  });
}

async function form() {
  return within(await screen.findByRole('region', { name: 'New creator code' }));
}

describe('admin creator codes: new code', () => {
  it('creates a code from the keyboard and reloads the list', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
    const fields = await form();

    await user.click(fields.getByLabelText('Code'));
    await user.keyboard('hoops10');
    await user.tab();
    await user.keyboard('Hoops Daily');
    await user.tab();
    await user.keyboard('10');
    await user.tab();
    await user.keyboard('2099-12-31');
    await user.tab();
    await user.keyboard('100{Enter}');

    expect(await screen.findByText(CREATOR_CODE_TOASTS.created)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/creator-codes').map((call) => call.body)).toEqual([
      {
        code: 'HOOPS10',
        creatorName: 'Hoops Daily',
        percentOff: 10,
        expiresAt: new Date('2099-12-31T23:59:59.999').toISOString(),
        maxUses: 100,
      },
    ]);
    expect(fields.getByLabelText('Code')).toHaveValue('');
    expect(fields.getByLabelText('Creator’s name')).toHaveValue('');
    expect(fields.getByLabelText('Usage cap')).toHaveValue(null);
    await waitFor(() => expect(api.callsTo('GET /admin/creator-codes')).toHaveLength(2));
  });

  it('sends no expiry and no cap when those are left empty', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
    const fields = await form();

    await user.type(fields.getByLabelText('Code'), 'DUNK20');
    await user.type(fields.getByLabelText('Creator’s name'), 'Dunk City');
    await user.type(fields.getByLabelText('Percent off'), '20');
    await user.click(fields.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /admin/creator-codes')).toHaveLength(1));
    expect(api.callsTo('POST /admin/creator-codes')[0]?.body).toEqual({
      code: 'DUNK20',
      creatorName: 'Dunk City',
      percentOff: 20,
      expiresAt: null,
      maxUses: null,
    });
  });

  it('checks each field with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = renderForm();
    const fields = await form();
    const save = fields.getByRole('button', { name: 'Save' });

    await user.click(save);
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(fields.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.type(fields.getByLabelText('Code'), 'HOOPS 10');
    await user.click(save);
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.codeInvalid)).toBeInTheDocument();

    await user.clear(fields.getByLabelText('Code'));
    await user.type(fields.getByLabelText('Code'), 'HOOPS10');
    await user.click(save);
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.creatorNameRequired)).toBeInTheDocument();
    expect(fields.getByLabelText('Creator’s name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(fields.getByLabelText('Creator’s name'), 'Hoops Daily');
    await user.type(fields.getByLabelText('Percent off'), '60');
    await user.click(save);
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.percentOffInvalid)).toBeInTheDocument();
    expect(fields.getByLabelText('Percent off')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(fields.getByLabelText('Percent off'));
    await user.type(fields.getByLabelText('Percent off'), '10');
    await user.type(fields.getByLabelText('Expires on'), '2020-01-31');
    await user.click(save);
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.expiresAtInvalid)).toBeInTheDocument();

    await user.clear(fields.getByLabelText('Expires on'));
    await user.type(fields.getByLabelText('Usage cap'), '0');
    await user.click(save);
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.maxUsesInvalid)).toBeInTheDocument();
    expect(fields.getByLabelText('Usage cap')).toHaveAttribute('aria-invalid', 'true');

    expect(api.callsTo('POST /admin/creator-codes')).toEqual([]);
  });

  it('holds Save while saving and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    renderForm({
      'POST /admin/creator-codes': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const fields = await form();

    await user.type(fields.getByLabelText('Code'), 'HOOPS10');
    await user.type(fields.getByLabelText('Creator’s name'), 'Hoops Daily');
    await user.type(fields.getByLabelText('Percent off'), '10');
    await user.click(fields.getByRole('button', { name: 'Save' }));

    expect(await fields.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(apiFailure(409, CREATOR_CODE_MESSAGES.codeTaken));
    expect(await fields.findByText(CREATOR_CODE_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(await screen.findByText(CREATOR_CODE_TOASTS.createFailed)).toBeInTheDocument();
    expect(fields.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(fields.getByLabelText('Code')).toHaveValue('HOOPS10');
  });

  it('shows the API’s 400 message', async () => {
    const user = userEvent.setup();
    renderForm({ 'POST /admin/creator-codes': () => apiFailure(400, CREATOR_CODE_MESSAGES.expiresAtInvalid) });
    const fields = await form();

    await user.type(fields.getByLabelText('Code'), 'HOOPS10');
    await user.type(fields.getByLabelText('Creator’s name'), 'Hoops Daily');
    await user.type(fields.getByLabelText('Percent off'), '10');
    await user.click(fields.getByRole('button', { name: 'Save' }));

    expect(await fields.findByText(CREATOR_CODE_MESSAGES.expiresAtInvalid)).toBeInTheDocument();
  });
});
