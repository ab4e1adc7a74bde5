import { TEST_SENDER } from '../../test/ses-inbox';
import { inLocale } from '../lib/locale-context';
import { renderEmail } from './templates';

// The emails that are not receipts, in the recipient's language: the frame of an update (its body
// stays the operator's words), the reminders, the ticket answers, the codes and the gifts' words.
const LINKS = { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller };
const GIFT_ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the reminders and updates in the supporter’s language', () => {
  it('reminds of a tier’s setup in Spanish and French, with the stop link the sender gives', () => {
    const reminder = { template: 'setup-reminder', to: 'fan@example.com', tierId: 'mvp', tierName: 'MVP' } as const;
    const links = { ...LINKS, unsubscribeUrl: 'https://store.d1gang.test/es/unsubscribe?token=t' };

    const spanish = inLocale('es', () => renderEmail(reminder, links));
    expect(spanish.subject).toBe('Configura tus recompensas de D1 Gang');
    expect(spanish.text).toContain('Tu nivel MVP está esperando que lo configures.');
    expect(spanish.text).toContain('el nombre para la espalda de tu camiseta');
    expect(spanish.text).toContain(
      'Recibes este recordatorio porque tu nivel MVP aún no está configurado. Dejar de recibir recordatorios de configuración: https://store.d1gang.test/es/unsubscribe?token=t',
    );
    expect(spanish.html).toContain('Tu nivel <strong>MVP</strong> está esperando que lo configures.');
    expect(spanish.html).toContain('href="https://store.d1gang.test/es/tier-submission"');
    expect(spanish.text).not.toContain('Stop setup reminders');
    expect(spanish.html).not.toContain('The D1 Gang team');

    const french = inLocale('fr', () => renderEmail({ ...reminder, tierId: 'starter', tierName: 'Starter' }, links));
    expect(french.subject).toBe('Configurez vos récompenses D1 Gang');
    expect(french.text).toContain('Indiquez-nous votre pseudo, pour que vos récompenses portent votre nom');
    // French sets a space before a colon.
    expect(french.text).toContain('Cela prend une minute : https://store.d1gang.test/fr/tier-submission');
    expect(french.text).toContain(
      'Ne plus recevoir les rappels de configuration : https://store.d1gang.test/es/unsubscribe?token=t',
    );
    expect(french.html).toContain('L’équipe D1 Gang');
  });

  it('frames an update in French with the space French sets before a colon', () => {
    const email = inLocale('fr', () =>
      renderEmail(
        {
          template: 'update',
          to: 'fan@example.com',
          subject: 'Alpha',
          text: 'Bientôt.',
          html: '<p>Bientôt.</p>',
          updateId: 'u1',
        },
        { ...LINKS, unsubscribeUrl: 'https://store.d1gang.test/fr/unsubscribe?token=t' },
      ),
    );

    expect(email.text.split('\n').at(-1)).toBe(
      'Vous recevez les nouvelles du développement parce que vous les avez demandées. Se désabonner : https://store.d1gang.test/fr/unsubscribe?token=t',
    );
  });

  it('frames an update in Spanish and leaves the operator’s words as they are', () => {
    const email = inLocale('es', () =>
      renderEmail(
        {
          template: 'update',
          to: 'fan@example.com',
          subject: 'Alpha news',
          text: 'The alpha starts soon.',
          html: '<p>The alpha starts soon.</p>',
          updateId: 'u1',
        },
        { ...LINKS, unsubscribeUrl: 'https://store.d1gang.test/es/unsubscribe?token=t' },
      ),
    );

    expect(email.subject).toBe('Alpha news');
    expect(email.text).toBe(
      [
        'The alpha starts soon.',
        '',
        'El equipo de D1 Gang',
        '',
        'Recibes novedades del desarrollo porque las pediste. Darse de baja: https://store.d1gang.test/es/unsubscribe?token=t',
      ].join('\n'),
    );
    expect(email.html).toContain('>Darse de baja</a>');
    expect(email.html).not.toContain('Unsubscribe');
  });

  it('answers a ticket in Spanish, and the support mailbox still hears of a message in English', () => {
    const email = inLocale('es', () =>
      renderEmail(
        {
          template: 'ticket-response',
          to: 'fan@example.com',
          contactId: 'c1',
          name: 'Ana',
          subject: 'Mi camiseta',
          response: 'Ya está arreglado.',
        },
        LINKS,
      ),
    );
    expect(email.subject).toBe('Respondimos a tu mensaje: Mi camiseta');
    expect(email.text).toContain('Hola, Ana:\n\nEl equipo de D1 Gang respondió a tu mensaje:');
    expect(email.text).toContain('Puedes leer todos tus tickets en Mis tickets: https://store.d1gang.test/es/tickets');
    expect(email.html).toContain('Abrir Mis tickets</a>');
    expect(email.text).not.toContain('We answered');

    const toSupport = inLocale('es', () =>
      renderEmail(
        {
          template: 'new-contact',
          contactId: 'c1',
          ticket: true,
          name: 'Ana',
          email: 'fan@example.com',
          subject: null,
          message: 'Hola',
        },
        LINKS,
      ),
    );
    expect(toSupport.subject).toBe('New ticket from Ana: (no subject)');
    expect(toSupport.text).toContain('Answer it in the admin panel: https://store.d1gang.test/admin/contact');
  });
});

describe('the account codes in the language of the sign-up', () => {
  const code = { template: 'account-code', to: 'fan@example.com', encryptedCode: 'x' } as const;

  it('sends a Spanish verification code and a German password reset code', () => {
    const verification = inLocale('es', () =>
      renderEmail({ ...code, purpose: 'verification' }, { ...LINKS, accountCode: '123456' }),
    );
    expect(verification.subject).toBe('Tu código de verificación de D1 Gang');
    expect(verification.text).toBe(
      [
        'Tu código de verificación de D1 Gang es 123456',
        '',
        'Si no pediste este código, puedes ignorar este correo.',
        '',
        'El equipo de D1 Gang',
      ].join('\n'),
    );
    expect(verification.html).not.toContain('verification code');

    const reset = inLocale('de', () =>
      renderEmail({ ...code, purpose: 'password-reset' }, { ...LINKS, accountCode: '654321' }),
    );
    expect(reset.subject).toBe('Dein D1 Gang Code zum Zurücksetzen des Passworts');
    expect(reset.text).toContain('Dein D1 Gang Code zum Zurücksetzen des Passworts lautet 654321');
    expect(reset.text).not.toContain('If you did not ask');
  });

  it('invites in Spanish', () => {
    const email = inLocale('es', () =>
      renderEmail({ ...code, purpose: 'invitation' }, { ...LINKS, accountCode: 'Temp#Pass1' }),
    );
    expect(email.subject).toBe('Tu cuenta de D1 Gang');
    expect(email.text).toContain('Tu usuario es fan@example.com y tu contraseña temporal es Temp#Pass1');
  });
});

describe('the gift’s words to its recipient in the language they are written to', () => {
  const received = {
    template: 'gift-received',
    to: 'friend@example.com',
    giftId: GIFT_ID,
    tierId: 'mvp',
    tierName: 'MVP',
    from: null,
    message: 'Enjoy!',
  } as const;

  it('tells of a gift in Spanish and French, with the claim link on the language’s page', () => {
    const spanish = inLocale('es', () => renderEmail(received, LINKS));
    expect(spanish.subject).toBe('Alguien te regaló D1 Gang MVP');
    expect(spanish.text).toContain('Su mensaje:\nEnjoy!\n');
    expect(spanish.text).toContain(`Reclama tu regalo: https://store.d1gang.test/es/gifts/${GIFT_ID}`);
    expect(spanish.text).toContain('con esta dirección de correo (friend@example.com) para reclamarlo');
    expect(spanish.html).toContain(`href="https://store.d1gang.test/es/gifts/${GIFT_ID}"`);
    expect(spanish.text).not.toContain('Someone');
    expect(spanish.html).not.toContain('Claim your gift');

    const french = inLocale('fr', () => renderEmail({ ...received, from: 'buyer@example.com' }, LINKS));
    expect(french.subject).toBe('buyer@example.com vous offre D1 Gang MVP');
    expect(french.text).toContain(`Récupérez votre cadeau : https://store.d1gang.test/fr/gifts/${GIFT_ID}`);
  });

  it('reminds in Spanish with the day and the days left as Spanish says them', () => {
    const reminder = {
      template: 'gift-reminder',
      to: 'friend@example.com',
      giftId: GIFT_ID,
      tierId: 'mvp',
      tierName: 'MVP',
      from: 'buyer@example.com',
      claimBy: '2026-11-29T12:00:00.000Z',
      daysLeft: 23,
    } as const;

    const email = inLocale('es', () => renderEmail(reminder, LINKS));
    expect(email.subject).toBe('Tu regalo MVP te está esperando');
    expect(email.text).toContain(
      'Reclámalo antes del 29 de noviembre de 2026 (quedan 23 días). Después el regalo se cancela',
    );
    expect(inLocale('es', () => renderEmail({ ...reminder, daysLeft: 1 }, LINKS)).text).toContain('(queda 1 día)');
    expect(email.text).not.toContain('days left');
  });

  it('welcomes the recipient who claimed it in Spanish', () => {
    const email = inLocale('es', () =>
      renderEmail(
        {
          template: 'gift-claimed',
          to: 'friend@example.com',
          giftId: GIFT_ID,
          tierId: 'starter',
          tierName: 'Starter',
          from: null,
        },
        LINKS,
      ),
    );
    expect(email.subject).toBe('Ya eres Starter: configura tu nivel');
    expect(email.text).toContain('Alguien te regaló el nivel Starter de D1 Gang. Ya es tuyo.');
    expect(email.text).toContain('Starter incluye:');
    expect(email.text).not.toContain('includes');
  });
});
