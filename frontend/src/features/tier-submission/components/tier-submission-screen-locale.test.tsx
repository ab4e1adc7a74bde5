import type { MeResponse, TierSubmission } from '@shared/api/types/account';
import { getTier, type TierId } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { TierSubmissionScreen } from './tier-submission-screen';

const me = (tierId: TierId, submission: TierSubmission | null = null): MeResponse => ({
  profile: null,
  tierId,
  submission,
  purchaseCount: 1,
  standingSumCents: getTier(tierId).priceCents,
});

const setup = (tierId: TierId, jerseyBackName: string | null = null): TierSubmission => ({
  tierId,
  tierName: getTier(tierId).name,
  nickname: 'Glass Cleaner',
  jerseyBackName,
  submittedAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
});

function render(body: MeResponse) {
  mockApi({ 'GET /me': () => body });
  renderRoute(<TierSubmissionScreen />, { at: '/tier-submission', auth: signedInAs() });
}

function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/tier-submission in Spanish', () => {
  it('asks for the nickname and confirms the entries in Spanish', async () => {
    setPageLocale('/es/tier-submission');
    render(me('starter'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Configurar nivel' })).toBeInTheDocument();
    expect(screen.getByText('Dinos cómo deben llevar tu nombre tus recompensas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('4 beneficios')).toBeInTheDocument();
    expect(screen.getByText(/^Tu apodo es tu nombre en el juego; aparece en el muro público/)).toBeInTheDocument();
    expect(screen.getByText('Se muestra en el juego, hasta 50 caracteres.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Apodo'), 'Hooper');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar datos' }));

    const dialog = within(await screen.findByRole('dialog', { name: '¿Enviar la configuración de tu nivel?' }));
    expect(
      dialog.getByText(
        'Tus datos son definitivos: una vez enviados quedan bloqueados y para cambiarlos necesitas un ticket de soporte.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByText('Apodo: Hooper')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Sí, enviar' })).toBeInTheDocument();

    expectNoEnglish('Tier Setup', 'Back to Dashboard', '4 benefits', 'Nickname', 'Submit Information');
    expectNoEnglish('Shown in the game, up to 50 characters.', 'Submit your tier setup?', 'Nickname: Hooper');
    expect(screen.queryByRole('button', { name: 'Yes, submit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your nickname is your name in the game/)).not.toBeInTheDocument();
  });

  it('says what the kept setup covers when the tier adds nothing, in Spanish', async () => {
    setPageLocale('/es/tier-submission');
    render({ ...me('baller'), earlierSubmission: setup('starter') });

    expect(
      await screen.findByText(
        'Tu nivel Baller mantiene la configuración que enviaste para Starter: no hay nada más que completar.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar datos' })).not.toBeInTheDocument();
    expect(screen.queryByText(/there is nothing more to fill in/)).not.toBeInTheDocument();
  });
});

describe('/tier-submission in Brazilian Portuguese', () => {
  it("shows an MVP's locked setup and where changes go in Brazilian Portuguese", async () => {
    setPageLocale('/pt-br/tier-submission');
    render(me('mvp', setup('mvp', 'GENERAL')));

    expect(await screen.findByText('10 benefícios')).toBeInTheDocument();
    expect(screen.getByText(/e o nome da sua camisa vai nas costas da sua camisa premium;/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Seus dados foram enviados e estão bloqueados. Mudanças precisam de um ticket de suporte: fale com o suporte.',
    );
    expect(screen.getByRole('link', { name: 'fale com o suporte' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Ir para o seu perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByLabelText('Apelido')).toHaveValue('Glass Cleaner');
    expect(screen.getByLabelText('Nome nas costas da camisa')).toHaveValue('GENERAL');

    expectNoEnglish('10 benefits', 'contact support', 'Go to your profile', 'Jersey back name', 'Nickname');
    expect(screen.queryByText(/has been submitted and is locked/)).not.toBeInTheDocument();
  });

  it('keeps the Starter nickname and asks for the jersey back name in Brazilian Portuguese', async () => {
    setPageLocale('/pt-br/tier-submission');
    render({ ...me('mvp'), earlierSubmission: setup('starter') });

    expect(
      await screen.findByText('Mantido da sua configuração do Starter: mudanças precisam de um ticket de suporte.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Impresso nas costas da sua camisa premium, até 20 caracteres.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nome nas costas da camisa'), 'GENERAL');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar dados' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar a configuração do seu nível?' }));
    expect(dialog.getByText('Nome nas costas da camisa: GENERAL')).toBeInTheDocument();
    expectNoEnglish('Kept from your Starter setup: changes need a support ticket.', 'Jersey back name: GENERAL');
    expectNoEnglish('Printed on the back of your premium jersey, up to 20 characters.');
  });
});
