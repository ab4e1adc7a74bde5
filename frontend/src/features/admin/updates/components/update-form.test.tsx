import type { UpdateDraftRequest } from '@shared/schemas/updates';
import { UPDATE_MESSAGES } from '@shared/updates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';
import { anUpdate, UPDATE_ID } from '../test/fixtures';

afterEach(resetAdminTest);

const saved = anUpdate();
const RENDERED = {
  html: '<h2>New dribbles</h2>\n<p>Try the <strong>crossover</strong>.</p>',
  text: 'New dribbles\n\nTry the crossover.',
};

function renderNew(answers: ApiAnswers = {}) {
  return renderAdmin('/admin/updates/new', answers);
}

function renderDraft(answers: ApiAnswers = {}) {
  return renderAdmin(`/admin/updates/${UPDATE_ID}`, {
    'GET /admin/updates/{updateId}': () => ({ update: saved }),
    ...answers,
  });
}

describe('admin updates: a new update', () => {
  it('offers the subject, the Markdown body with its hint, each audience and the supporters-only box', async () => {
    renderNew();

    expect(await screen.findByRole('heading', { name: 'New update' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription(
      'Markdown: ## headings, **bold**, *italic*, [links](https://…), - lists, > quotes and `code`.',
    );
    const audience = screen.getByLabelText('Audience');
    expect(
      within(audience)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Everyone who opted in',
      'Bench Player supporters and above',
      'Rookie supporters and above',
      'Starter supporters and above',
      'Baller supporters and above',
      'All-Star supporters and above',
      'MVP supporters and above',
    ]);
    expect(audience).toHaveValue('');
    expect(screen.getByLabelText('Supporters only (not on the public updates page)')).not.toBeChecked();
  });

  it('shows the schema’s messages and sends nothing until the form is right', async () => {
    const user = userEvent.setup();
    const { api } = renderNew({ 'POST /admin/updates': () => ({ update: saved }) });

    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(UPDATE_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText('Subject'));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(UPDATE_MESSAGES.subjectTooLong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Court physics are in');
    await user.type(screen.getByLabelText('Body'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(UPDATE_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Body')).toHaveAttribute('aria-invalid', 'true');

    expect(api.callsTo('POST /admin/updates')).toEqual([]);
  });

  it('saves the draft with POST, then opens it and saves changes with PUT', async () => {
    const user = userEvent.setup();
    let stored = saved;
    const store = (draft: UpdateDraftRequest) => {
      stored = anUpdate({ ...draft, audienceTierId: draft.audienceTierId ?? null });
      return { update: stored };
    };
    const { api, router } = renderNew({
      'POST /admin/updates': ({ body }) => store(body as UpdateDraftRequest),
      'GET /admin/updates/{updateId}': () => ({ update: stored }),
      'PUT /admin/updates/{updateId}': ({ body }) => store(body as UpdateDraftRequest),
    });

    await user.type(await screen.findByLabelText('Subject'), '  Court physics are in ');
    await user.type(screen.getByLabelText('Body'), '## New dribbles');
    await user.selectOptions(screen.getByLabelText('Audience'), 'Baller supporters and above');
    await user.click(screen.getByLabelText('Supporters only (not on the public updates page)'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/updates').map((call) => call.body)).toEqual([
      {
        subject: 'Court physics are in',
        bodyMarkdown: '## New dribbles',
        audienceTierId: 'baller',
        supportersOnly: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/updates/${UPDATE_ID}`));
    expect(await screen.findByRole('heading', { name: 'Edit update' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Court physics, part two');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(api.callsTo('PUT /admin/updates/{updateId}')).toHaveLength(1));
    const [put] = api.callsTo('PUT /admin/updates/{updateId}');
    expect(put?.params.updateId).toBe(UPDATE_ID);
    expect(put?.body).toEqual({
      subject: 'Court physics, part two',
      bodyMarkdown: '## New dribbles',
      audienceTierId: 'baller',
      supportersOnly: true,
    });
  });

  it('holds the form while saving and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    renderDraft({
      'PUT /admin/updates/{updateId}': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });

    await user.type(await screen.findByLabelText('Subject'), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByLabelText('Subject')).toBeDisabled();
    answer(apiFailure(409, UPDATE_MESSAGES.alreadySent));
    expect(await screen.findByText(UPDATE_MESSAGES.alreadySent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  it('turns to the update’s progress when the server says it is already being sent', async () => {
    const user = userEvent.setup();
    let update = saved;
    renderDraft({
      'GET /admin/updates/{updateId}': () => ({ update }),
      'PUT /admin/updates/{updateId}': () => {
        update = anUpdate({ status: 'sending', progress: { queued: 10, sent: 1, failed: 0, suppressed: 0 } });
        return apiFailure(409, UPDATE_MESSAGES.alreadySent);
      },
      'POST /admin/updates/preview': () => RENDERED,
    });

    await user.type(await screen.findByLabelText('Subject'), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('progressbar', { name: 'Send progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('says when the update does not exist', async () => {
    renderAdmin('/admin/updates/nope', {
      'GET /admin/updates/{updateId}': () => apiFailure(404, UPDATE_MESSAGES.updateNotFound),
    });

    expect(await screen.findByText(UPDATE_MESSAGES.updateNotFound)).toBeInTheDocument();
  });
});

describe('admin updates: preview', () => {
  it('shows the server’s two renderings: the HTML in a sandboxed frame, and the plain text', async () => {
    const user = userEvent.setup();
    const { api } = renderDraft({ 'POST /admin/updates/preview': () => RENDERED });

    await user.click(await screen.findByRole('button', { name: 'Preview' }));

    const html = await screen.findByTitle('Email (HTML) preview');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html.getAttribute('srcdoc')).toContain(RENDERED.html);
    expect(screen.getByRole('tab', { name: 'Email (HTML)' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('POST /admin/updates/preview').map((call) => call.body)).toEqual([
      { subject: saved.subject, bodyMarkdown: saved.bodyMarkdown },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Plain text' }));
    const text = within(screen.getByRole('tabpanel', { name: 'Plain text' }));
    expect(text.getByText(/Try the crossover\./)).toHaveTextContent(RENDERED.text, { normalizeWhitespace: false });
  });

  it('asks for a body before previewing', async () => {
    const user = userEvent.setup();
    const { api } = renderNew({ 'POST /admin/updates/preview': () => RENDERED });

    await user.type(await screen.findByLabelText('Subject'), 'Court physics are in');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(UPDATE_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/updates/preview')).toEqual([]);
  });
});
