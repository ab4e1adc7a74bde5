/** Copy of the public gym wall (issue #19): the setup, the profile, the wall page and the privacy policy use it. */
export const WALL_MESSAGES = {
  /** The opt-in, word for word from the issue. */
  showOnWallLabel: 'Show my nickname on the public gym wall',
  /** What the wall shows about a supporter, said wherever they choose. */
  whatIsShown:
    'The gym wall is a public page anyone can open. It shows your nickname, your tier and the date you joined the wall; never your email or anything else about you.',
  /** How to take it down. */
  howToTakeDown:
    'You can take your nickname down at any time: untick the box on your profile, or ask support. It leaves the wall within a minute.',
  /** Under the locked setup: where the choice lives now. */
  changeOnProfile: 'You can change whether your nickname is on the gym wall on your profile.',
  saved: 'Your gym wall choice is saved.',
  saveFailed: 'Failed to save your gym wall choice. Please try again.',
  hiddenByAdmin: 'Our team has hidden your nickname from the gym wall. Contact support if you think this is wrong.',
  loading: 'Loading the gym wall...',
  loadFailed: 'We could not load the gym wall.',
  moreFailed: 'We could not load more names.',
  empty: 'No names on the wall yet',
  emptyLead: 'Pick a tier, then tick the gym wall box in your tier setup to be the first name up.',
  tierEmpty: 'No names in this tier yet.',
  yourSpot: 'Your spot',
} as const;
