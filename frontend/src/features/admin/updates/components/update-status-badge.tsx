import type { UpdateStatus } from '@shared/updates';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<UpdateStatus, { label: string; variant: BadgeProps['variant'] }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  sending: { label: 'Sending', variant: 'default' },
  sent: { label: 'Sent', variant: 'accent' },
};

/** Draft, Sending or Sent. */
export function UpdateStatusBadge({ status }: { status: UpdateStatus }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
