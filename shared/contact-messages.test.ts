import { CONTACT_MESSAGES } from './contact-messages';

describe('contact messages', () => {
  it('are the words the form shows', () => {
    expect(CONTACT_MESSAGES).toEqual({
      sent: "Message sent successfully! We'll get back to you soon.",
      sendFailed: 'Failed to send message. Please try again.',
      tooManyMessages: 'Too many messages. Please try again later.',
    });
  });
});
