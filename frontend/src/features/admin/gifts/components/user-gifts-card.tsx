import type { AdminGift } from '@shared/api/types/gifts';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState, SectionTitle } from '../../components/page-header';
import { GiftsTable } from './gifts-table';

/** A user's gifts on their detail page: those they sent, or those sent to their address. */
export function UserGiftsCard({ title, empty, gifts }: { title: string; empty: string; gifts: AdminGift[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>{title}</SectionTitle>
      </CardHeader>
      <CardContent>
        {gifts.length === 0 ? <EmptyState>{empty}</EmptyState> : <GiftsTable gifts={gifts} label={title} />}
      </CardContent>
    </Card>
  );
}
