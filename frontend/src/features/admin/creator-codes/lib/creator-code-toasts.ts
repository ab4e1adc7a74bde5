/** The admin's toasts for creator codes; field and API messages are the shared CREATOR_CODE_MESSAGES. */
export const CREATOR_CODE_TOASTS = {
  created: 'Creator code created',
  createFailed: 'Failed to create the creator code',
  paused: 'Creator code paused',
  resumed: 'Creator code resumed',
  statusFailed: 'Failed to change the creator code',
} as const;
