import { TEST_SENDER } from '../../test/ses-inbox';
import type { EmailMessage } from '../data/outbox-messages';
import { inLocale } from '../lib/locale-context';
import { renderEmail } from './templates';

// The emails about a payment in the recipient's language: words, amounts and days as Intl writes them
// there, links to the language's pages. The renderer runs inside the language, as the sender runs it.
const LINKS = { siteUrl: TEST_SENDER.siteUrl, seller: TEST_SENDER.seller };
const NBSP = '\u00a0';
const ORDER = { sessionId: 'cs_test_a1b2c3d4e5f6g7h8', orderedAt: '2026-11-28T12:00:00.000Z' } as const;

const receipt: EmailMessage = {
  template: 'tier-granted',
  to: 'fan@example.com',
  tierId: 'starter',
  tierName: 'Starter',
  ...ORDER,
  amountCents: 3570,
  taxCents: 570,
  invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
};

describe('the receipt in the supporter’s language', () => {
  it('speaks Spanish, with amounts and the day as Spanish writes them and links to the Spanish pages', () => {
    const email = inLocale('es', () => renderEmail(receipt, LINKS));

    expect(email.subject).toBe('Ya eres Starter: configura tu nivel');
    expect(email.text).toContain('Gracias por apoyar a D1 Gang. El nivel Starter ya es tuyo.');
    expect(email.text).toContain(
      `Pedido D1-E5F6G7H8\nComprado el 28 de noviembre de 2026\nPrecio 30,00${NBSP}US$\nImpuestos 5,70${NBSP}US$\nPagado 35,70${NBSP}US$\n`,
    );
    expect(email.text).toContain('Tus compras: https://store.d1gang.test/es/purchases\n');
    expect(email.text).toContain('https://store.d1gang.test/es/tier-submission');
    expect(email.text).toContain('Vendido por Hoops Test Studio LLC, 1 Court Street, Springfield, IL 62701, USA');
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('El nivel <strong>Starter</strong> ya es tuyo.');
    expect(email.html).toContain('href="https://store.d1gang.test/es/tier-submission"');
    expect(email.html).toContain('Configura tu nivel</a>');
    for (const english of ['Thanks for backing', 'Your purchases', 'Paid', 'Sold by', 'The D1 Gang team', 'November']) {
      expect(email.text).not.toContain(english);
      expect(email.html).not.toContain(english);
    }
  });

  it('speaks German too', () => {
    const email = inLocale('de', () => renderEmail(receipt, LINKS));

    expect(email.subject).toBe('Du bist jetzt Starter: richte deine Stufe ein');
    expect(email.text).toContain(
      `Gekauft am 28. November 2026\nPreis 30,00${NBSP}$\nSteuer 5,70${NBSP}$\nBezahlt 35,70${NBSP}$\n`,
    );
    expect(email.text).toContain('Deine Käufe: https://store.d1gang.test/de/purchases');
    expect(email.text).not.toContain('Thanks for backing');
  });

  it('stays in English outside any language, word for word', () => {
    const email = renderEmail(receipt, LINKS);

    expect(email.subject).toBe("You're Starter now: set up your tier");
    expect(email.text).toContain('Purchased November 28, 2026\nPrice $30.00\nTax $5.70\nPaid $35.70\n');
    expect(email.text).toContain('Your purchases: https://store.d1gang.test/purchases\n');
  });
});

describe('the gift receipt and the refunds in the buyer’s language', () => {
  it('gives the gift’s buyer a Spanish receipt', () => {
    const email = inLocale('es', () =>
      renderEmail(
        {
          template: 'gift-sent',
          to: 'buyer@example.com',
          giftId: 'AbCdEfGhIjKlMnOpQrStUv',
          ...ORDER,
          tierId: 'mvp',
          tierName: 'MVP',
          recipientEmail: 'friend@example.com',
          amountCents: 10000,
          taxCents: 0,
        },
        LINKS,
      ),
    );

    expect(email.subject).toBe('Tu regalo MVP para friend@example.com');
    expect(email.text).toContain('Le regalaste a friend@example.com el nivel MVP.');
    expect(email.text).toContain(`Pagado 100,00${NBSP}US$`);
    expect(email.text).not.toContain('Thanks for backing');
    expect(email.html).not.toContain('We emailed');
  });

  it('tells of a refund in Spanish and in Brazilian Portuguese', () => {
    const refund: EmailMessage = {
      template: 'payment-refunded',
      givenBack: 'refund',
      takenBack: true,
      to: 'fan@example.com',
      ...ORDER,
      tierId: 'starter',
      tierName: 'Starter',
      amountCents: 3000,
      ownedTierId: null,
    };

    const spanish = inLocale('es', () => renderEmail(refund, LINKS));
    expect(spanish.subject).toBe('Te reembolsamos tu compra de Starter');
    expect(spanish.text).toContain(`Reembolsado 30,00${NBSP}US$`);
    expect(spanish.text).toContain('Ahora no tienes ningún nivel.');
    expect(spanish.text).toContain('Los reembolsos vuelven a la tarjeta con la que pagaste');
    expect(spanish.text).toContain('https://store.d1gang.test/es/contact');
    expect(spanish.text).not.toContain('Refunds go back');
    expect(spanish.html).toContain('Escríbenos</a>');

    const portuguese = inLocale('pt-BR', () => renderEmail(refund, LINKS));
    expect(portuguese.subject).toBe('Reembolsamos sua compra de Starter');
    expect(portuguese.text).toContain(`Reembolsado US$${NBSP}30,00`);
    expect(portuguese.text).toContain('Comprado em 28 de novembro de 2026');
    expect(portuguese.text).toContain('https://store.d1gang.test/pt-br/contact');
  });

  it('tells of a lost dispute in Spanish', () => {
    const email = inLocale('es', () =>
      renderEmail(
        {
          template: 'dispute-lost',
          to: 'fan@example.com',
          ...ORDER,
          tierId: 'starter',
          tierName: 'Starter',
          amountCents: 3000,
          ownedTierId: 'bench-player',
        },
        LINKS,
      ),
    );

    expect(email.subject).toBe('Tu banco retiró tu pago de Starter');
    expect(email.text).toContain(`Retirado 30,00${NBSP}US$`);
    expect(email.text).toContain('Tu nivel ahora: Bench Player.');
    expect(email.text).not.toContain('Your bank');
  });

  it('tells the buyer of an expired gift in Spanish, and of a cancelled one in French', () => {
    const notice = {
      to: 'giver@example.com',
      giftId: 'AAAAAAAAAAAAAAAAAAAAAA',
      ...ORDER,
      tierId: 'starter',
      tierName: 'Starter',
      recipientEmail: 'friend@example.com',
      amountCents: 3000,
    } as const;

    const expired = inLocale('es', () => renderEmail({ template: 'gift-expired', ...notice }, LINKS));
    expect(expired.subject).toBe('Tu regalo Starter no se reclamó, así que te lo reembolsamos');
    expect(expired.text).toContain('no se reclamó en 30 días');
    expect(expired.text).toContain(`Reembolsado 30,00${NBSP}US$`);
    expect(expired.text).not.toContain('was not claimed');

    const cancelled = inLocale('fr', () => renderEmail({ template: 'gift-cancelled', ...notice }, LINKS));
    expect(cancelled.subject).toBe('Nous avons annulé votre cadeau Starter et vous avons remboursé');
    expect(cancelled.text).toContain('Achetée le 28 novembre 2026');
    expect(cancelled.text).toContain(`Remboursé 30,00${NBSP}$US`);
    expect(cancelled.text).not.toContain('We cancelled');
  });
});
