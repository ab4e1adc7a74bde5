import { CONTACT_MESSAGES } from './contact-messages';

describe('contact messages', () => {
  it('are the words the form shows', () => {
    expect(CONTACT_MESSAGES).toEqual({ tooManyMessages: 'Too many messages. Please try again later.' });
  });
});
