import type { AdminUpdate } from '@shared/updates';
import { NOV_21 } from '../../test/fixtures';

export const UPDATE_ID = '01JUPD0000000000000000000A';

export function anUpdate(overrides: Partial<AdminUpdate> = {}): AdminUpdate {
  return {
    id: UPDATE_ID,
    slug: null,
    subject: 'Court physics are in',
    bodyMarkdown: '## New dribbles\n\nTry the **crossover**.',
    audienceTierId: null,
    supportersOnly: false,
    status: 'draft',
    createdAt: NOV_21,
    createdBy: 'admin-1',
    sendStartedAt: null,
    sentAt: null,
    resumesAt: null,
    progress: { queued: 0, sent: 0, failed: 0, suppressed: 0 },
    ...overrides,
  };
}

/** An update whose send finished on Nov 22, 2026. */
export function aSentUpdate(overrides: Partial<AdminUpdate> = {}): AdminUpdate {
  return anUpdate({
    slug: 'court-physics-are-in',
    status: 'sent',
    sendStartedAt: '2026-11-22T12:00:00.000Z',
    sentAt: '2026-11-22T12:05:00.000Z',
    progress: { queued: 1000, sent: 990, failed: 0, suppressed: 10 },
    ...overrides,
  });
}
