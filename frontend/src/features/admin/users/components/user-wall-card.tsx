import type { AdminUserDetailResponse } from '@shared/api/types/admin';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SectionTitle } from '../../components/page-header';
import { WallModerationForm } from './wall-moderation-form';

type UserWall = NonNullable<AdminUserDetailResponse['wall']>;

/** The user's place on the public gym wall, and the admin's hide / show with a reason kept. */
export function UserWallCard({ userId, wall }: { userId: string; wall: UserWall | undefined }) {
  const titleId = useId();
  const state = wall ?? { showOnWall: false, hidden: false, hiddenReason: null };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader row>
        <SectionTitle id={titleId}>Gym Wall</SectionTitle>
        <div className="flex flex-wrap gap-2">
          <Badge variant={state.showOnWall ? 'accent' : 'outline'}>
            {state.showOnWall ? 'Opted in' : 'Not opted in'}
          </Badge>
          {state.hidden && <Badge variant="danger">Hidden by admin</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state.hidden && state.hiddenReason && (
          <p className="text-sm text-text-muted">
            Reason: <span className="text-text">{state.hiddenReason}</span>
          </p>
        )}
        <WallModerationForm userId={userId} hidden={state.hidden} />
      </CardContent>
    </Card>
  );
}
