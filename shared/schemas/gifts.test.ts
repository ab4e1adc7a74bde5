import { GIFT_MESSAGE_MAX, GIFT_MESSAGES } from '../gifts';
import { giftOrderSchema } from './gifts';

function firstError(input: unknown): string | undefined {
  const result = giftOrderSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('giftOrderSchema', () => {
  it('takes an address, an optional message and the sender choice, trimmed', () => {
    expect(
      giftOrderSchema.parse({ email: '  Friend@Example.com ', message: '  Enjoy\nthe game ', showSender: true }),
    ).toEqual({
      email: 'Friend@Example.com',
      message: 'Enjoy\nthe game',
      showSender: true,
    });
    expect(giftOrderSchema.parse({ email: 'friend@example.com', showSender: false })).toEqual({
      email: 'friend@example.com',
      showSender: false,
    });
  });

  it('treats an empty message as none', () => {
    expect(giftOrderSchema.parse({ email: 'friend@example.com', message: '   ', showSender: false })).toEqual({
      email: 'friend@example.com',
      showSender: false,
    });
  });

  it('asks for the address, and a valid one', () => {
    expect(firstError({ email: '', showSender: true })).toBe(GIFT_MESSAGES.emailRequired);
    expect(firstError({ showSender: true })).toBe(GIFT_MESSAGES.emailRequired);
    expect(firstError({ email: 'not-an-address', showSender: true })).toBe(GIFT_MESSAGES.emailInvalid);
    expect(firstError({ email: `${'a'.repeat(250)}@example.com`, showSender: true })).toBe(GIFT_MESSAGES.emailInvalid);
  });

  it('keeps the message within its length', () => {
    const email = 'friend@example.com';
    expect(firstError({ email, message: 'a'.repeat(GIFT_MESSAGE_MAX), showSender: true })).toBeUndefined();
    expect(firstError({ email, message: 'a'.repeat(GIFT_MESSAGE_MAX + 1), showSender: true })).toBe(
      GIFT_MESSAGES.messageTooLong,
    );
  });

  it('filters the message like nicknames, and refuses hidden characters', () => {
    const email = 'friend@example.com';
    expect(firstError({ email, message: 'you are a fucking legend', showSender: true })).toBe(
      GIFT_MESSAGES.messageNotAllowed,
    );
    expect(firstError({ email, message: 'hi\u202Ethere', showSender: true })).toBe(GIFT_MESSAGES.messageNotAllowed);
  });

  it('needs the sender choice', () => {
    expect(giftOrderSchema.safeParse({ email: 'friend@example.com' }).success).toBe(false);
  });
});
