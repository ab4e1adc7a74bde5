import { DELETE_CONFIRMATION_WORD, DELETED_ACCOUNT_TOMBSTONE } from '@shared/account-messages';
import { updatesConsentLabel } from '@shared/email-preferences';
import { PRIVACY_PERIODS } from '@shared/privacy-periods';
import { WALL_MESSAGES } from '@shared/wall-messages';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

/** The text of the privacy policy's section under `heading`. */
function privacySection(heading: string): string {
  renderRoute(<PrivacyScreen />, { at: '/privacy' });
  return screen.getByRole('heading', { level: 2, name: heading }).closest('section')?.textContent ?? '';
}

/** The whole text of the privacy policy, its lines as one. */
function privacyText(): string {
  renderRoute(<PrivacyScreen />, { at: '/privacy' });
  return document.body.textContent ?? '';
}

const [firstReminderHours = 0, lastReminderHours = 0] = PRIVACY_PERIODS.setupReminderHours;

describe('Terms of Service', () => {
  it('final and non-refundable except the 30-day guarantee, 2027 projection, non-transferable, may change', () => {
    renderRoute(<TermsScreen />, { at: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Purchases are final and non-refundable.');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('The 2027 release date is a projection');
    expect(text).toContain('non-transferable');
    expect(text).toContain('These terms may change');
  });

  it('explain the right of withdrawal for digital content and how it sits with final purchases and the guarantee', () => {
    renderRoute(<TermsScreen />, { at: '/terms' });
    const section =
      screen.getByRole('heading', { level: 2, name: '3. Right of withdrawal' }).closest('section')?.textContent ?? '';

    expect(section).toContain(
      'If you live in the EU or the UK, the law gives you 14 days to withdraw from most online purchases. A D1 Gang package is digital content delivered at once: your tier is added to your account as soon as your payment goes through. At checkout you ask for it to be delivered at once and agree that you then lose your right to withdraw; Stripe takes no payment until you tick that box.',
    );
    expect(section).toContain(
      'That is why purchases are final and non-refundable once you have paid. The 30-day money-back guarantee is a promise we make on top of the law: ask within 30 days and we refund you in full, whether or not you could have withdrawn. Nothing here takes away a right the law gives you that cannot be given up.',
    );
  });

  it('say what a creator code, another currency and a linked game account do, and point to the privacy policy', () => {
    renderRoute(<TermsScreen />, { at: '/terms' });
    const text = document.body.textContent ?? '';

    expect(text).toContain(
      'A creator code you use at checkout takes its discount off what you pay and is recorded on the purchase. Your tier still counts its full price toward an upgrade.',
    );
    expect(text).toContain(
      'Prices are in US dollars. Stripe may show and charge them in your own currency, converted at its rate; a refund is paid back in the currency you paid in.',
    );
    expect(text).toContain(
      'Linking a game account to your D1 Gang account delivers your rewards to it; the benefits stay tied to your D1 Gang account.',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('Privacy Policy', () => {
  it('covers data collected, the card payment provider, the pixel with hashed email and cookies, under 13', () => {
    const text = privacyText();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. What we collect' })).toBeInTheDocument();
    expect(text).toContain('card payment provider');
    expect(text).toContain('Meta pixel');
    expect(text).toContain('your email address hashed');
    expect(text).toContain('_fbp');
    expect(text).toContain('children under 13');
  });

  it('lists every kind of record it keeps: game accounts, creator codes, currency, two-step sign-in, tickets', () => {
    const text = privacySection('1. What we collect');

    expect(text).toContain(
      'If you turn on two-step sign-in, your authenticator key stays with Amazon Cognito and your device; we record only when you last turned it on or off.',
    );
    expect(text).toContain(
      'the amount in US dollars and, when Stripe showed you the price in another currency, that currency and the amount in it',
    );
    expect(text).toContain('the creator code you used at checkout, if any');
    expect(text).toContain(
      'Linked game accounts: when you link one, the game sends us its platform, your player id and your player name',
    );
    expect(text).toContain('whether you ticked "Show my nickname on the public gym wall"');
    expect(text).toContain(
      'Contact messages and tickets: the name, email address, subject and message you send, our answers, the status, and our team’s internal notes.',
    );
    expect(text).toContain(`whether you want development updates ("${updatesConsentLabel()}")`);
  });

  it('names every email it sends, development updates and setup reminders among them, and how to stop each', () => {
    const text = privacySection('4. Emails we send');

    expect(text).not.toContain('We send no newsletters or marketing email');
    expect(text).toContain(
      'Account emails: the code that confirms your sign-up and the codes that reset your password, when you ask for them.',
    );
    expect(text).toContain('Receipts: after a purchase that gives you a tier');
    expect(text).toContain('Ticket answers: when our team answers your message');
    expect(text).toContain(
      `Setup reminders: "Set up your D1 Gang rewards", ${firstReminderHours} hours and again ${lastReminderHours / 24} days after a purchase that left your tier without its setup, at most twice for each tier.`,
    );
    expect(text).toContain(
      'Each carries its own unsubscribe link (your email app’s unsubscribe button works too), which stops setup reminders and nothing else; they also stop once you complete your tier setup, when the purchase is refunded in full or you delete your account. Unsubscribing from development updates does not stop them.',
    );
    expect(text).toContain(
      `Development updates: news about the game, written by our team, sent only if you ticked "${updatesConsentLabel()}" (off until you tick it) when you signed up, after a payment or on your Profile.`,
    );
    expect(text).toContain(
      'To stop them, untick the box on your Profile, or use the unsubscribe link at the bottom of every update (or your email app’s unsubscribe button): no update is sent to you after that, not even one already on its way.',
    );
    expect(text).toContain(
      'If your address bounces for good, or you mark one of our emails as spam, we stop sending you reminders and updates; after a permanent bounce, receipts and answers stop too.',
    );
  });

  it('says what it keeps for tax, that Stripe holds the billing address and issues the invoice, and for how long', () => {
    const text = privacyText();

    expect(text).toContain(
      "the time; the tax charged and the billing country Stripe collected to work it out; Stripe's payment reference and invoice;",
    );
    expect(text).toContain(
      'At checkout Stripe asks for your billing address to work out the VAT or sales tax due. Stripe keeps the full address and issues the invoice for each payment; we receive only your billing country, the tax charged and links to the invoice.',
    );
    expect(text).toContain(
      'Purchase records, with the billing country and the tax of each payment, are kept for at least as long as tax law requires us to keep invoices and tax records (usually several years), even after you delete your account (section 11).',
    );
    expect(text).toContain(
      "the tier, amounts, tax, billing country, dates, Stripe's reference and any creator code stay with them. Stripe keeps its own payment records and invoices, with your billing address, under its privacy policy;",
    );
  });

  it('says how long each thing is kept, in the periods the store keeps it', () => {
    const text = privacySection('8. How long we keep it');

    expect(text).toContain(`for ${PRIVACY_PERIODS.logDays} days, then they are deleted`);
    expect(text).toContain(
      `counted against your IP address in ${PRIVACY_PERIODS.ipCountMinutes}-minute windows; each count expires ${PRIVACY_PERIODS.ipCountMinutes} minutes after its window ends and is then deleted automatically`,
    );
    expect(text).toContain(`A game's link request expires after ${PRIVACY_PERIODS.linkRequestMinutes} minutes`);
    expect(text).toContain(
      `Our database's backups let us restore it as it was at any time in the last ${PRIVACY_PERIODS.backupDays} days, so what was deleted stays in them for up to ${PRIVACY_PERIODS.backupDays} days.`,
    );
    expect(text).toContain(
      'Contact messages sent without an account, purchase records, copies of the emails we sent and our audit log have no set end date.',
    );
  });

  it('names the browser storage and cookies it uses', () => {
    const text = privacySection('5. Cookies and browser storage');

    expect(text).toContain('The store sets no cookies of its own for visitors and supporters.');
    expect(text).toContain('your browser’s local storage keeps your sign-in until you sign out');
    expect(text).toContain('a creator code that came with a link or that you applied');
    expect(text).toContain('youtube-nocookie.com');
  });

  it('says what the data download holds and leaves out', () => {
    const text = privacySection('10. Download your data');

    expect(text).toContain(
      'your profile (email, account id and join date), your purchases and any refunds (with the creator code, the currency you paid in and the receipt address), bank transfers still processing, your tier setups, your tickets with our answers, your gym wall choice, every game account you linked (unlinked ones with their date), your email choice, your pending setup reminders, copies of the emails we sent or are about to send you, and whether your address is on our do-not-email list.',
    );
    expect(text).toContain(
      'It leaves out our team’s internal notes and reasons, when you last changed two-step sign-in, our audit log and server logs, and what lives only minutes (sign-in and link codes, request counters).',
    );
  });

  it('says what deleting the account removes and what it keeps', () => {
    const text = privacySection('11. Delete your account');

    expect(text).toContain(`You type ${DELETE_CONFIRMATION_WORD} and your password`);
    expect(text).toContain(
      'your linked game accounts are unlinked and their player names removed; their platform and player id stay on record',
    );
    expect(text).toContain(
      `your purchase records stay, because we must keep accounts of payments, but with your email replaced by "${DELETED_ACCOUNT_TOMBSTONE}"`,
    );
    expect(text).toContain('your email choice and setup reminders are deleted, so we send you nothing more');
    expect(text).toContain('Deletion cannot be undone.');
  });

  it('says what the gym wall shows publicly and how to take it down', () => {
    const text = privacySection('12. The public gym wall');
    expect(text).toContain(`only if you tick "${WALL_MESSAGES.showOnWallLabel}"`);
    expect(text).toContain(WALL_MESSAGES.whatIsShown);
    expect(text).toContain(WALL_MESSAGES.howToTakeDown);
  });
});
