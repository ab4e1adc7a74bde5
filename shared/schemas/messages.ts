/** Validation messages, word for word from the product spec (docs/product.md §Validation rules). */
export const MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  nicknameRequired: 'Nickname is required',
  nicknameTooLong: 'Nickname must be less than 50 characters',
  // Issue #19: the profanity filter's refusal, the same on the form and the server.
  nicknameRefused: 'Please choose a different nickname',
  jerseyRequired: 'Jersey name is required',
  jerseyTooLong: 'Jersey name must be less than 20 characters',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  subjectTooLong: 'Subject must be less than 200 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 2000 characters',
  // Not in the spec: names shown to others refuse characters that hide or reorder text.
  nicknameNotAllowed: 'Nickname contains characters that are not allowed',
  jerseyNotAllowed: 'Jersey name contains characters that are not allowed',
  nameNotAllowed: 'Name contains characters that are not allowed',
  subjectNotAllowed: 'Subject contains characters that are not allowed',
} as const;

export const LIMITS = {
  passwordMin: 6,
  nicknameMax: 50,
  jerseyBackNameMax: 20,
  nameMax: 100,
  emailMax: 255,
  subjectMax: 200,
  messageMax: 2000,
  wallReasonMax: 500,
} as const;
