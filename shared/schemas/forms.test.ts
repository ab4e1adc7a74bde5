import { DISGUISED_OBSCENITIES } from '../test/nickname-filter.fixtures';
import { getTier } from '../tiers';
import { authFormSchema } from './auth';
import { contactFormSchema } from './contact';
import { firstMessage } from './first-message';
import { tierSubmissionSchema } from './tier-submission';

function messageOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return firstMessage(result.error as Parameters<typeof firstMessage>[0]);
}

describe('auth form', () => {
  it('accepts an email and a password of 6 characters or more', () => {
    expect(authFormSchema.parse({ email: ' fan@example.com ', password: 'secret' })).toEqual({
      email: 'fan@example.com',
      password: 'secret',
    });
  });

  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'fan@example.com', password: '' }, 'Password is required'],
    [{ email: 'fan@example.com', password: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %j with %s', (input, message) => {
    expect(messageOf(authFormSchema, input)).toBe(message);
  });
});

describe('tier setup form', () => {
  const starter = tierSubmissionSchema(getTier('starter'));
  const mvp = tierSubmissionSchema(getTier('mvp'));

  it('trims the nickname and drops a jersey name for tiers that do not ask for one', () => {
    expect(starter.parse({ nickname: '  Dime Dropper ', jerseyBackName: 'NOPE' })).toEqual({
      nickname: 'Dime Dropper',
      showOnWall: false,
    });
  });

  it('keeps the gym wall off unless the supporter opts in', () => {
    expect(starter.parse({ nickname: 'Ace' }).showOnWall).toBe(false);
    expect(starter.parse({ nickname: 'Ace', showOnWall: true }).showOnWall).toBe(true);
    expect(messageOf(starter, { nickname: 'Ace', showOnWall: 'yes' })).toBe(
      'Choose whether to show your nickname on the wall',
    );
  });

  it.each(['fuck', 'Sh1thead', 'biiiitch'])('refuses the nickname %s with the moderation message', (nickname) => {
    expect(messageOf(starter, { nickname })).toBe('Please choose a different nickname');
    expect(messageOf(mvp, { nickname, jerseyBackName: 'ACE' })).toBe('Please choose a different nickname');
  });

  // Disguises hidden with zero-width characters are refused as words, not as hidden characters.
  it.each(DISGUISED_OBSCENITIES)('refuses the disguised nickname %j with the moderation message', (nickname) => {
    expect(messageOf(starter, { nickname })).toBe('Please choose a different nickname');
  });

  it('still refuses hidden characters in a clean nickname as such', () => {
    expect(messageOf(starter, { nickname: 'A\u200Dce' })).toBe('Nickname contains characters that are not allowed');
  });

  it('asks MVP for a nickname and a jersey back name, trimmed', () => {
    expect(mvp.parse({ nickname: 'Ace', jerseyBackName: ' ACE 23 ' })).toEqual({
      nickname: 'Ace',
      jerseyBackName: 'ACE 23',
      showOnWall: false,
    });
  });

  it('accepts exactly 50 and 20 characters', () => {
    expect(mvp.safeParse({ nickname: 'n'.repeat(50), jerseyBackName: 'j'.repeat(20) }).success).toBe(true);
  });

  it.each([
    [{ nickname: '' }, 'Nickname is required'],
    [{ nickname: '    ' }, 'Nickname is required'],
    [{}, 'Nickname is required'],
    [{ nickname: 'n'.repeat(51) }, 'Nickname must be less than 50 characters'],
  ])('rejects %j for every tier with %s', (input, message) => {
    expect(messageOf(starter, input)).toBe(message);
    expect(messageOf(mvp, { jerseyBackName: 'OK', ...input })).toBe(message);
  });

  it.each([
    [{ nickname: 'Ace' }, 'Jersey name is required'],
    [{ nickname: 'Ace', jerseyBackName: '  ' }, 'Jersey name is required'],
    [{ nickname: 'Ace', jerseyBackName: 'j'.repeat(21) }, 'Jersey name must be less than 20 characters'],
  ])('rejects MVP input %j with %s', (input, message) => {
    expect(messageOf(mvp, input)).toBe(message);
  });

  describe('for an upgrade, whose nickname an earlier setup locked', () => {
    const earlier = { nickname: 'Glass Cleaner', jerseyBackName: null };
    const mvpUpgrade = tierSubmissionSchema(getTier('mvp'), earlier);
    const ballerUpgrade = tierSubmissionSchema(getTier('baller'), earlier);

    it('asks MVP only the jersey back name, and leaves the wall choice out unless given', () => {
      expect(mvpUpgrade.parse({ jerseyBackName: ' GENERAL ' })).toEqual({ jerseyBackName: 'GENERAL' });
      expect(messageOf(mvpUpgrade, {})).toBe('Jersey name is required');
      expect(mvpUpgrade.parse({ jerseyBackName: 'GENERAL', showOnWall: true })).toEqual({
        jerseyBackName: 'GENERAL',
        showOnWall: true,
      });
    });

    it('asks a tier that adds nothing for nothing', () => {
      expect(ballerUpgrade.parse({})).toEqual({});
    });

    it('still checks a nickname sent again', () => {
      expect(mvpUpgrade.parse({ nickname: ' Glass Cleaner ', jerseyBackName: 'GENERAL' })).toEqual({
        nickname: 'Glass Cleaner',
        jerseyBackName: 'GENERAL',
      });
      expect(messageOf(ballerUpgrade, { nickname: 'fuck' })).toBe('Please choose a different nickname');
    });
  });
});

describe('contact form', () => {
  const valid = { name: 'Jordan', email: 'jordan@example.com', subject: 'Hi', message: 'Hello there' };

  it('trims fields and treats an empty subject as none', () => {
    expect(contactFormSchema.parse({ ...valid, name: ' Jordan ', subject: '' })).toEqual({
      name: 'Jordan',
      email: 'jordan@example.com',
      subject: undefined,
      message: 'Hello there',
    });
    expect(contactFormSchema.parse({ ...valid, subject: null }).subject).toBeUndefined();
  });

  it('accepts the longest allowed values', () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);
    const input = { name: 'n'.repeat(100), email, subject: 's'.repeat(200), message: 'm'.repeat(2000) };
    expect(contactFormSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, email: 'nope' }, 'Invalid email address'],
    [{ ...valid, email: '' }, 'Invalid email address'],
    [{ ...valid, email: `${'a'.repeat(244)}@example.com` }, 'Email must be less than 255 characters'],
    [{ ...valid, subject: 's'.repeat(201) }, 'Subject must be less than 200 characters'],
    [{ ...valid, message: '' }, 'Message is required'],
    [{ ...valid, message: 'm'.repeat(2001) }, 'Message must be less than 2000 characters'],
  ])('rejects %# with %s', (input, message) => {
    expect(messageOf(contactFormSchema, input)).toBe(message);
  });

  it('shows the first message when several fields fail', () => {
    expect(messageOf(contactFormSchema, { name: '', email: 'x', message: '' })).toBe('Name is required');
    expect(messageOf(contactFormSchema, { name: 'A', email: 'x', message: '' })).toBe('Invalid email address');
  });
});

describe('names people see', () => {
  const starter = tierSubmissionSchema(getTier('starter'));
  const mvp = tierSubmissionSchema(getTier('mvp'));
  const contact = (fields: Record<string, string>) => ({
    name: 'Sam',
    email: 'sam@example.com',
    message: 'Hi',
    ...fields,
  });

  it.each([
    ['a right-to-left override', 'Ace\u202Eevil'],
    ['a left-to-right isolate', '\u2066Ace'],
    ['a zero-width space', 'A\u200Bce'],
    ['a zero-width joiner', 'A\u200Dce'],
    ['a byte-order mark', 'A\uFEFFce'],
    ['a control character', 'Ace\u0007'],
    ['a newline inside', 'Ace\nDrop'],
    ['a line separator', 'Ace\u2028Drop'],
  ])('refuses %s in a nickname, a jersey name, a contact name and subject', (_, text) => {
    expect(messageOf(starter, { nickname: text })).toBe('Nickname contains characters that are not allowed');
    expect(messageOf(mvp, { nickname: 'Ace', jerseyBackName: text.slice(0, 10) })).toBe(
      'Jersey name contains characters that are not allowed',
    );
    expect(messageOf(contactFormSchema, contact({ name: text }))).toBe('Name contains characters that are not allowed');
    expect(messageOf(contactFormSchema, contact({ subject: text }))).toBe(
      'Subject contains characters that are not allowed',
    );
  });

  it('stores names NFC-normalized, and keeps letters, accents and emoji', () => {
    const decomposed = 'Jose\u0301 🏀';

    expect(starter.parse({ nickname: decomposed })).toEqual({ nickname: 'Jos\u00E9 🏀', showOnWall: false });
    expect(contactFormSchema.parse(contact({ name: 'Zoë Ñúñez', subject: 'Bonjour ça va' }))).toMatchObject({
      name: 'Zoë Ñúñez',
      subject: 'Bonjour ça va',
    });
  });

  it('still lets a message span lines', () => {
    expect(contactFormSchema.parse(contact({ message: 'Line one\nLine two' })).message).toBe('Line one\nLine two');
  });
});
