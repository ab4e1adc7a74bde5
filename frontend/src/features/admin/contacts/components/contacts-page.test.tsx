import type { AuditEntry, ContactSubmission } from '@shared/api/types/admin';
import type { ContactListStatus } from '@shared/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiAnswers, apiFailure } from '@/test/api-server';
import { userEvent } from '@/test/user-event';
import { aContact, aContactsPage, anAuditEntry } from '../../test/fixtures';
import { renderAdmin, resetAdminTest } from '../../test/render-admin';

afterEach(resetAdminTest);

const page = (items: ContactSubmission[], nextCursor: string | null = null) => aContactsPage(items, { nextCursor });

const ticket = aContact({ id: 'c-1', userId: 'user-1', name: 'Jordan Fan', email: 'jordan@example.com' });
const contactForm = aContact({
  id: 'c-2',
  userId: null,
  name: 'Casey Visitor',
  email: 'casey@example.com',
  subject: null,
  message: 'When is the release?',
  status: 'in_progress',
});

type PatchAnswer = NonNullable<ApiAnswers['PATCH /admin/contacts/{id}']>;

function renderContacts(patch: PatchAnswer = () => ticket, items = [ticket, contactForm]) {
  return renderAdmin('/admin/contact', {
    'GET /admin/contacts': () => page(items),
    'PATCH /admin/contacts/{id}': patch,
  });
}

/** Expands the row whose summary names `name` and returns the row. */
async function expand(user: ReturnType<typeof userEvent.setup>, name: string) {
  const trigger = await screen.findByRole('button', { name: new RegExp(name) });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const row = trigger.closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The changes sent for the ticket c-1. */
const patches = (api: ReturnType<typeof renderContacts>['api']) =>
  api
    .callsTo('PATCH /admin/contacts/{id}')
    .filter((call) => call.params.id === 'c-1')
    .map((call) => call.body);

describe('admin contact submissions: by status', () => {
  const counts = { new: 2, in_progress: 1, resolved: 3 };

  it('opens on All, with a tab for all and one per status, each with its count from the totals', async () => {
    const { api } = renderAdmin('/admin/contact', {
      'GET /admin/contacts': () => aContactsPage([ticket, contactForm], { counts, total: 6, status: 'all' }),
    });

    expect(await screen.findByRole('heading', { name: 'All Submissions (6)' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All (6)', 'New (2)', 'In Progress (1)', 'Resolved (3)']);
    expect(screen.getByRole('tab', { name: 'All (6)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Jordan Fan')).toBeInTheDocument();
    expect(screen.getByText('Casey Visitor')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/contacts').map((call) => call.query.get('status'))).toEqual(['all']);
  });

  it('lists another status on its tab, headed with the count of that status', async () => {
    const user = userEvent.setup();
    const resolved = aContact({ id: 'c-9', name: 'Riley Resolved', status: 'resolved' });
    const { api } = renderAdmin('/admin/contact', {
      'GET /admin/contacts': ({ query }) =>
        query.get('status') === 'resolved'
          ? aContactsPage([resolved], { counts, total: 6, status: 'resolved' })
          : aContactsPage([ticket], { counts, total: 6, status: 'all' }),
    });
    await screen.findByText('Jordan Fan');

    await user.click(screen.getByRole('tab', { name: 'Resolved (3)' }));

    expect(await screen.findByText('Riley Resolved')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Fan')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resolved (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'All Submissions (3)' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/contacts').map((call) => call.query.get('status'))).toEqual(['all', 'resolved']);
  });

  it('keeps the chosen tab after a status change, the row still open', async () => {
    const user = userEvent.setup();
    let stored = ticket;
    const { api } = renderAdmin('/admin/contact', {
      'GET /admin/contacts': () => aContactsPage([stored], { status: 'all' }),
      'PATCH /admin/contacts/{id}': () => {
        stored = { ...ticket, status: 'in_progress' };
        return stored;
      },
    });
    const row = await expand(user, 'Jordan Fan');

    await user.selectOptions(row.getByRole('combobox', { name: 'Status' }), 'In Progress');

    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('in progress')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
    expect(row.getByRole('textbox', { name: 'Admin Notes' })).toBeInTheDocument();
    expect(new Set(api.callsTo('GET /admin/contacts').map((call) => call.query.get('status')))).toEqual(
      new Set(['all']),
    );
  });

  it('stays on the New tab when a submission there is set to another status', async () => {
    const user = userEvent.setup();
    let stored = ticket;
    renderAdmin('/admin/contact', {
      'GET /admin/contacts': ({ query }) => {
        const status = query.get('status');
        return aContactsPage(status === 'all' || status === stored.status ? [stored] : [], {
          status: status as ContactListStatus,
        });
      },
      'PATCH /admin/contacts/{id}': () => {
        stored = { ...ticket, status: 'resolved' };
        return stored;
      },
    });
    await screen.findByText('Jordan Fan');
    await user.click(screen.getByRole('tab', { name: /^New/ }));
    const row = await expand(user, 'Jordan Fan');

    await user.selectOptions(row.getByRole('combobox', { name: 'Status' }), 'Resolved');

    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('admin contact submissions: list', () => {
  it('shows the count and a summary line per submission', async () => {
    renderContacts();

    expect(await screen.findByRole('heading', { name: 'All Submissions (2)' })).toBeInTheDocument();
    const ticketRow = within(screen.getByRole('button', { name: /Jordan Fan/ }).closest('li') as HTMLElement);
    expect(ticketRow.getByText('new')).toBeInTheDocument();
    expect(ticketRow.getByText('Support Ticket')).toBeInTheDocument();
    expect(ticketRow.getByText('jordan@example.com')).toBeInTheDocument();
    expect(ticketRow.getByText('Nov 21, 2026')).toBeInTheDocument();
    const formRow = within(screen.getByRole('button', { name: /Casey Visitor/ }).closest('li') as HTMLElement);
    expect(formRow.getByText('in progress')).toHaveClass('bg-surface-raised');
    expect(formRow.getByText('Contact Form')).toBeInTheDocument();
    expect(formRow.queryByText('Support Ticket')).not.toBeInTheDocument();
  });

  it("says 'No submissions yet' when there are none", async () => {
    renderContacts(undefined, []);

    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('loads the next page with ?cursor=', async () => {
    const user = userEvent.setup();
    let call = 0;
    const { api } = renderAdmin('/admin/contact', {
      'GET /admin/contacts': () => {
        call += 1;
        return call === 1 ? page([ticket], 'older') : page([contactForm]);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Casey Visitor')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/contacts').map((call) => call.query.get('cursor'))).toEqual([null, 'older']);
  });

  it('copies the email and says so', async () => {
    const user = userEvent.setup();
    renderContacts();

    await user.click(await screen.findByRole('button', { name: 'Copy email jordan@example.com' }));

    expect(await navigator.clipboard.readText()).toBe('jordan@example.com');
    expect(await screen.findByText('Email copied to clipboard!')).toBeInTheDocument();
  });
});

describe('admin contact submissions: expanded row', () => {
  it('shows subject, message, status selector, notes and, for a ticket, the response box', async () => {
    const user = userEvent.setup();
    renderContacts();
    const row = await expand(user, 'Jordan Fan');

    expect(row.getByText('Jersey name')).toBeInTheDocument();
    expect(row.getByText('Can I change my jersey name?')).toBeInTheDocument();
    const status = row.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('new');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'In Progress', 'Resolved']);
    expect(row.getByRole('textbox', { name: 'Admin Notes' })).toHaveAttribute('rows', '3');
    expect(row.getByRole('textbox', { name: 'Response to User' })).toHaveAttribute('rows', '4');
    expect(row.getByText('Visible to user')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Send Response' })).toBeInTheDocument();
  });

  it('has no response box for a contact-form message, and no subject when it has none', async () => {
    const user = userEvent.setup();
    renderContacts();
    const row = await expand(user, 'Casey Visitor');

    expect(row.getByText('When is the release?')).toBeInTheDocument();
    expect(row.queryByText('Subject')).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Save Notes' })).toBeInTheDocument();
    expect(row.queryByText('Visible to user')).not.toBeInTheDocument();
    expect(row.queryByRole('textbox', { name: 'Response to User' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Send Response' })).not.toBeInTheDocument();
  });

  it('changes the status, says so and reloads the list', async () => {
    const user = userEvent.setup();
    const { api } = renderContacts();
    const row = await expand(user, 'Jordan Fan');

    await user.selectOptions(row.getByRole('combobox', { name: 'Status' }), 'Resolved');

    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ status: 'resolved' }]);
    await waitFor(() => expect(api.callsTo('GET /admin/contacts')).toHaveLength(2));
    expect(api.callsTo('GET /admin/contacts').at(-1)?.query.get('status')).toBe('all');
  });

  it('reports a failed status change', async () => {
    const user = userEvent.setup();
    renderContacts(() => apiFailure(500, 'Internal Server Error'));
    const row = await expand(user, 'Jordan Fan');

    await user.selectOptions(row.getByRole('combobox', { name: 'Status' }), 'In Progress');

    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  });

  it('saves notes, disabling the button while saving', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = renderContacts(async () => {
      await gate;
      return ticket;
    });
    const row = await expand(user, 'Jordan Fan');

    await user.type(row.getByRole('textbox', { name: 'Admin Notes' }), 'Asked twice');
    await user.click(row.getByRole('button', { name: 'Save Notes' }));
    expect(row.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Notes saved successfully')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ adminNotes: 'Asked twice' }]);
    expect(row.getByRole('button', { name: 'Save Notes' })).toBeEnabled();
  });

  it('reports failed notes', async () => {
    const user = userEvent.setup();
    renderContacts(() => apiFailure(500, 'Internal Server Error'));
    const row = await expand(user, 'Jordan Fan');

    await user.click(row.getByRole('button', { name: 'Save Notes' }));

    expect(await screen.findByText('Failed to save notes')).toBeInTheDocument();
  });

  it('sends the response to the user and reloads the list', async () => {
    const user = userEvent.setup();
    const { api } = renderContacts();
    const row = await expand(user, 'Jordan Fan');
    const send = row.getByRole('button', { name: 'Send Response' });
    expect(send).toBeDisabled();

    await user.type(row.getByRole('textbox', { name: 'Response to User' }), 'Yes, we changed it.');
    await user.click(send);

    expect(await screen.findByText('Response sent to user')).toBeInTheDocument();
    expect(patches(api)).toEqual([{ adminResponse: 'Yes, we changed it.' }]);
    await waitFor(() => expect(api.callsTo('GET /admin/contacts')).toHaveLength(2));
  });

  it('reports a failed response', async () => {
    const user = userEvent.setup();
    renderContacts(() => apiFailure(500, 'Internal Server Error'));
    const row = await expand(user, 'Jordan Fan');

    await user.type(row.getByRole('textbox', { name: 'Response to User' }), 'Hello');
    await user.click(row.getByRole('button', { name: 'Send Response' }));

    expect(await screen.findByText('Failed to send response')).toBeInTheDocument();
  });

  it('shows the admin actions on a submission once its row is opened, and only that submission’s', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/contact', {
      'GET /admin/contacts': () => page([ticket, contactForm]),
      'GET /admin/audit': () => ({
        items: [anAuditEntry({ subject: { type: 'contact', id: 'c-1' } })],
        nextCursor: null,
      }),
    });
    await screen.findByRole('button', { name: /Jordan Fan/ });
    expect(api.callsTo('GET /admin/audit')).toEqual([]);

    const row = await expand(user, 'Jordan Fan');

    const actions = row.getByRole('region', { name: 'Admin actions on this submission' });
    expect(await within(actions).findByText('Contact submission updated')).toBeInTheDocument();
    expect(within(actions).getByText('new → resolved')).toBeInTheDocument();
    expect(within(actions).getByText('by coach@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/audit').map((call) => call.query.get('contactId'))).toEqual(['c-1']);
  });

  it('shows an action the admin just took among the row’s admin actions', async () => {
    const user = userEvent.setup();
    const recorded: AuditEntry[] = [];
    renderAdmin('/admin/contact', {
      'GET /admin/contacts': () => page([ticket]),
      'PATCH /admin/contacts/{id}': ({ body }) => {
        recorded.unshift(
          anAuditEntry({ id: `audit-${recorded.length}`, before: { adminNotes: null }, after: { ...body } }),
        );
        return { ...ticket, ...body };
      },
      'GET /admin/audit': () => ({ items: recorded, nextCursor: null }),
    });
    const row = await expand(user, 'Jordan Fan');
    const actions = row.getByRole('region', { name: 'Admin actions on this submission' });
    expect(await within(actions).findByText('No admin actions yet')).toBeInTheDocument();

    await user.type(row.getByRole('textbox', { name: 'Admin Notes' }), 'Asked twice');
    await user.click(row.getByRole('button', { name: 'Save Notes' }));

    expect(await within(actions).findByText('(empty) → Asked twice')).toBeInTheDocument();
    expect(within(actions).queryByText('No admin actions yet')).not.toBeInTheDocument();
  });
});

describe('admin contact submissions: one submission, linked', () => {
  it('opens the submission a link names, with the way back to all submissions', async () => {
    const { api } = renderAdmin('/admin/contact?contact=c-1', {
      'GET /admin/contacts/{id}': () => ticket,
    });

    const trigger = await screen.findByRole('button', { name: /Jordan Fan/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Can I change my jersey name?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Submissions' })).toHaveAttribute('href', '/admin/contact');
    expect(api.callsTo('GET /admin/contacts/{id}').map((call) => call.params.id)).toEqual(['c-1']);
    expect(api.callsTo('GET /admin/contacts')).toEqual([]);
  });

  it("says 'Contact submission not found' for a submission that does not exist", async () => {
    renderAdmin('/admin/contact?contact=gone', {
      'GET /admin/contacts/{id}': () => apiFailure(404, 'Contact submission not found'),
    });

    expect(await screen.findByText('Contact submission not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Submissions' })).toHaveAttribute('href', '/admin/contact');
  });
});
