import { GIFT_MESSAGE_MAX } from '@shared/gifts';
import { screen, waitFor } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { type ApiAnswers, apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { leaveSiteTo } from '../lib/leave-site';
import { GiftScreen } from './gift-screen';

vi.mock('../lib/leave-site', () => ({ leaveSiteTo: vi.fn() }));

const HOOPS10: ApiAnswers['GET /creator-codes/{code}'] = () => ({ offer: { code: 'HOOPS10', percentOff: 10 } });

function renderGift(answers: ApiAnswers = {}) {
  const api = mockApi({ 'GET /creator-codes/{code}': HOOPS10, 'POST /checkout': noAnswer, ...answers });
  renderRoute(<GiftScreen />, { at: '/gift?tier=mvp', auth: signedInAs('fan@example.com') });
  return api;
}

/** The English a translated page must no longer show. */
function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => {
  setPageLocale('/');
  sessionStorage.clear();
  vi.mocked(leaveSiteTo).mockClear();
});

describe('/gift in Spanish', () => {
  it('labels the form, the price and the claim period in Spanish, with Spanish figures', () => {
    setPageLocale('/es/gift');
    renderGift();

    expect(screen.getByRole('heading', { level: 1, name: 'Regalar un paquete' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Compra un paquete de D1 Gang para otra persona. Le enviamos por correo un enlace para reclamarlo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('group', { name: 'Paquete' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /MVP/ })).toBeChecked();
    expect(screen.getByLabelText('Correo electrónico de quien lo recibe')).toBeInTheDocument();
    expect(screen.getByLabelText('Mensaje (opcional)')).toBeInTheDocument();
    expect(screen.getByText(`0/${GIFT_MESSAGE_MAX} caracteres`)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Decirle que es de mi parte' })).toBeChecked();
    expect(screen.getByText(/^Verá tu correo, fan@example.com, como remitente/)).toBeInTheDocument();
    expect(screen.getByText(/^Pagas/)).toHaveTextContent('Pagas 100,00 US$, el precio completo de D1 Gang MVP.');
    expect(screen.getByText('Tiene 30 días para reclamarlo; después, se te reembolsa.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Tienes un código de creador?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar al pago' })).toBeInTheDocument();
    expectNoEnglish('Gift a Package', 'Their email address', 'Message (optional)', "Tell them it's from me", 'Package');
    expect(screen.queryByText(/You pay/)).not.toBeInTheDocument();
  });

  it('applies a creator code in Spanish and prices the gift with it', async () => {
    setPageLocale('/es/gift');
    renderGift();

    await userEvent.click(screen.getByRole('button', { name: '¿Tienes un código de creador?' }));
    await userEvent.type(screen.getByLabelText('Código de creador'), 'hoops10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByText('Código de creador HOOPS10: 10 % de descuento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeInTheDocument();
    expect(screen.getByText(/^Pagas/)).toHaveTextContent(
      'Pagas 90,00 US$, el precio completo de D1 Gang MVP con un 10 % de descuento por el código de creador HOOPS10.',
    );
    expectNoEnglish('Creator code HOOPS10: 10% off', 'Remove');
  });

  it('says in Spanish that a code could not be checked', async () => {
    setPageLocale('/es/gift');
    renderGift({ 'GET /creator-codes/{code}': () => apiFailure(500, 'Internal server error') });

    await userEvent.click(screen.getByRole('button', { name: '¿Tienes un código de creador?' }));
    await userEvent.type(screen.getByLabelText('Código de creador'), 'hoops10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(
      await screen.findByText('No pudimos comprobar el código de creador. Vuelve a intentarlo.'),
    ).toBeInTheDocument();
    expectNoEnglish('We could not check the creator code. Please try again.', 'Apply');
  });

  it('refuses a code that cannot exist in Spanish, and keeps a refusal of checkout under the code', async () => {
    setPageLocale('/es/gift');
    // The API answers in the page's language (it reads the app's Accept-Language).
    renderGift({ 'POST /checkout': () => apiFailure(400, 'Este código de creador no es válido.') });

    await userEvent.click(screen.getByRole('button', { name: '¿Tienes un código de creador?' }));
    await userEvent.type(screen.getByLabelText('Código de creador'), 'x!');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Este código de creador no es válido.')).toBeInTheDocument();
    expectNoEnglish('This creator code is not valid.');

    await userEvent.clear(screen.getByLabelText('Código de creador'));
    await userEvent.type(screen.getByLabelText('Código de creador'), 'hoops10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Código de creador HOOPS10: 10 % de descuento');
    await userEvent.type(screen.getByLabelText('Correo electrónico de quien lo recibe'), 'friend@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    // Checkout refused the code: it is forgotten, and the refusal is said by the code's field, not the form.
    expect(await screen.findByRole('alert')).toHaveTextContent('Este código de creador no es válido.');
    expect(screen.getByRole('button', { name: '¿Tienes un código de creador?' })).toBeInTheDocument();
  });

  it('holds the button in Spanish while checkout starts', async () => {
    setPageLocale('/es/gift');
    renderGift();

    await userEvent.type(screen.getByLabelText('Correo electrónico de quien lo recibe'), 'friend@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciando el pago...' })).toBeDisabled());
    expectNoEnglish('Starting checkout...');
  });
});

describe('/gift in German', () => {
  it('labels the form and the price in German', async () => {
    setPageLocale('/de/gift');
    renderGift();

    expect(screen.getByRole('heading', { level: 1, name: 'Paket verschenken' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse der beschenkten Person')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sagen, dass es von mir ist' })).toBeChecked();
    expect(screen.getByText(/^Du zahlst/)).toHaveTextContent('Du zahlst 100,00 $, den vollen Preis von D1 Gang MVP.');
    await userEvent.type(screen.getByLabelText('Nachricht (optional)'), 'Viel Spaß');
    expect(screen.getByText(`9/${GIFT_MESSAGE_MAX} Zeichen`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeInTheDocument();
    expectNoEnglish('Gift a Package', 'Continue to payment', 'Back to Dashboard');
  });
});
