import { TWO_STEP_MESSAGES } from '@shared/two-step-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm } from '@/components/forms/code-form';
import { userEvent } from '@/test/user-event';
import { AUTHENTICATOR_CODE, codeErrorMessage } from './authenticator-code';

function renderForm(onSubmit: (code: string) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CodeForm kind={AUTHENTICATOR_CODE} submitLabel="Verify" onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return {
    field: screen.getByLabelText('Authentication code'),
    submit: screen.getByRole('button', { name: 'Verify' }),
  };
}

const named = (name: string, message = 'Cognito says no') => Object.assign(new Error(message), { name });

describe('the authenticator code form', () => {
  it('is one field with the numeric keyboard and one-time-code autofill', () => {
    const { field } = renderForm(vi.fn(async () => {}));

    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it.each(['', '12345', '12a456'])('asks for six digits for %j without sending it', async (code) => {
    const onSubmit = vi.fn(async () => {});
    const { field, submit } = renderForm(onSubmit);
    if (code) await userEvent.type(field, code);
    await userEvent.click(submit);

    expect(screen.getByRole('alert')).toHaveTextContent(TWO_STEP_MESSAGES.codeFormat);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Invalid code. Please try again.' when Cognito refuses the code, and lets the user try again", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(named('CodeMismatchException')).mockResolvedValueOnce(undefined);
    const { field, submit } = renderForm(onSubmit);
    await userEvent.type(field, '123456');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(submit);

    expect(onSubmit).toHaveBeenLastCalledWith('654321');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('holds the button while the code is checked', async () => {
    let release = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { field } = renderForm(onSubmit);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it.each([
    ['CodeMismatchException', TWO_STEP_MESSAGES.invalidCode],
    ['EnableSoftwareTokenMFAException', TWO_STEP_MESSAGES.invalidCode],
    ['NotAuthorizedException', 'Cognito says no'],
  ])('shows %s as %j', (name, message) => {
    expect(codeErrorMessage(named(name))).toBe(message);
  });
});
