import type { AdminCreatorCode } from '@shared/creator-codes';
import { NOV_21 } from '../../test/fixtures';

export function aCreatorCode(overrides: Partial<AdminCreatorCode> = {}): AdminCreatorCode {
  return {
    code: 'HOOPS10',
    percentOff: 10,
    creatorName: 'Hoops Daily',
    status: 'active',
    expiresAt: null,
    maxUses: null,
    createdAt: NOV_21,
    report: { uses: 0, grossCents: 0, discountCents: 0, refundedCents: 0, netCents: 0 },
    ...overrides,
  };
}
