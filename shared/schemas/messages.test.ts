import { LIMITS, MESSAGES } from './messages';

describe('validation messages of requests no form sends', () => {
  it('keep the words the API answers with', () => {
    expect(MESSAGES).toMatchObject({
      unknownTier: 'Unknown tier',
      unknownStatus: 'Unknown status',
      nothingToUpdate: 'Nothing to update',
      adminTextRequired: 'Text is required',
      adminTextTooLong: 'Text must be less than 5000 characters',
      invalidPageSize: 'Invalid page size',
      searchTooLong: 'Search must be less than 255 characters',
      wallChoice: 'Choose whether to show your nickname on the wall',
      wallHiddenChoice: 'Choose whether to hide the nickname',
      wallReasonRequired: 'Reason is required',
      wallReasonTooLong: 'Reason must be less than 500 characters',
      wallCursorNeedsTier: 'A wall cursor needs its tierId',
      twoStepChoice: 'Choose whether two-step sign-in is on',
    });
  });

  it('cap an admin text at 5000 characters', () => {
    expect(LIMITS.adminTextMax).toBe(5000);
  });
});
