import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { CreatorCodeState } from '../lib/creator-code-state';

const LOOK: Record<CreatorCodeState, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'accent' },
  paused: { label: 'Paused', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'outline' },
  usedUp: { label: 'Used up', variant: 'warning' },
};

/** Active, Paused, Expired or Used up. */
export function CreatorCodeStateBadge({ state }: { state: CreatorCodeState }) {
  const { label, variant } = LOOK[state];
  return <Badge variant={variant}>{label}</Badge>;
}
