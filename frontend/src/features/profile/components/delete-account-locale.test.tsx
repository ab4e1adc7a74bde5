import { screen, waitFor, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi, noAnswer } from '@/test/api-server';
import { fakeAuth, renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { DeleteAccountSection } from './delete-account-section';

/** A signed-in account whose two-step status Cognito could not give: the code field shows, optional. */
function signedIn() {
  const session = fakeAuth({ status: 'signedIn', user: { userId: 'sub-123', email: 'fan@example.com' } });
  const enabled = vi.fn(async (): Promise<boolean> => {
    throw new Error('Network error');
  });
  return { ...session, twoStep: { ...session.twoStep, enabled } };
}

const ENGLISH = [
  'Delete account',
  'Delete my account',
  'Deleting...',
  'Type DELETE to confirm',
  'Password',
  'Two-step sign-in code',
  'Only if you turned on two-step sign-in.',
  'Cancel',
];

afterEach(() => setPageLocale('/'));

describe('Profile → Delete account in Spanish', () => {
  it('asks in Spanish to type DELETE, the same word the server compares, and deletes with it', async () => {
    setPageLocale('/es/profile');
    const api = mockApi({ 'POST /me/deletion': noAnswer });
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn() });

    expect(screen.getByText(/^Elimina tu inicio de sesión y tu correo y nombre de la tienda\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cuenta' });
    expect(within(dialog).getByText(/^Esto elimina tu inicio de sesión/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' });
    expect(confirm).toBeDisabled();
    await waitFor(() =>
      expect(within(dialog).getByText('Solo si activaste el inicio de sesión en dos pasos.')).toBeInTheDocument(),
    );

    await userEvent.type(within(dialog).getByLabelText('Escribe DELETE para confirmar'), 'DELETE');
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'Hoops-123!');
    expect(within(dialog).getByLabelText('Código de inicio de sesión en dos pasos')).not.toBeRequired();
    await userEvent.click(confirm);

    expect(await within(dialog).findByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(api.callsTo('POST /me/deletion')[0]?.body).toEqual({ confirm: 'DELETE', password: 'Hoops-123!' });
    for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});

describe('Profile → Delete account in Brazilian Portuguese', () => {
  it('labels the dialog in Portuguese and keeps DELETE as the word to type', async () => {
    setPageLocale('/pt-br/profile');
    renderRoute(<DeleteAccountSection />, { at: '/profile', auth: signedIn() });

    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir conta' });
    await userEvent.type(within(dialog).getByLabelText('Digite DELETE para confirmar'), 'EXCLUIR');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'Hoops-123!');
    // The translated word is not the word: the server compares DELETE.
    expect(within(dialog).getByRole('button', { name: 'Excluir minha conta' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Digite DELETE para confirmar'));
    await userEvent.type(within(dialog).getByLabelText('Digite DELETE para confirmar'), 'DELETE');
    expect(within(dialog).getByRole('button', { name: 'Excluir minha conta' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Código do login em duas etapas')).toBeInTheDocument();
    for (const english of ENGLISH) expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
