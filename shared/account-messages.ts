/** Messages of the signed-in user's own records (docs/product.md §Validation rules): the API answers with them, the screens show them. */
export const ACCOUNT_MESSAGES = {
  /** The tier setup asked for before any tier was bought. */
  noTier: 'Please purchase a tier first',
  /** A second setup for the same tier: the lock the spec asks for. */
  submissionLocked: 'Your tier information is already submitted. Please open a support ticket to change it.',
  /** A later tier's setup sent with a nickname other than the one an earlier setup locked (a 409). */
  nicknameLocked:
    'Your nickname is already submitted and stays the same for every tier. Please open a support ticket to change it.',
  /** What stands in for a deleted account's email and name wherever a record is kept (admins see it). */
  deletedAccount: 'Deleted account',
  /** The account deletion was asked for without the confirmation word typed exactly. */
  typeDelete: 'Type DELETE to confirm.',
  /** The password given to confirm the deletion is not the account's. */
  wrongPassword: 'Incorrect password. Please try again.',
  /** Five wrong passwords (or codes) in 15 minutes on the deletion: the check is paused. */
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** The deletion is done (the toast after it). */
  accountDeleted: 'Your account has been deleted.',
  /** The deletion failed for a reason that is not the user's input. */
  deleteFailed: 'Failed to delete your account. Please try again.',
  /** The data download failed. */
  downloadFailed: 'Failed to download your data. Please try again.',
  /** The wall choice asked for before any setup gave a nickname to show. */
  wallNeedsSetup: 'Complete your tier setup first: the wall shows its nickname.',
} as const;

/** The word a user types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
