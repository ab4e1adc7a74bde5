import { GoalFigures } from '@/features/goals/components/goal-figures';
import { WallScreen } from '@/features/wall/components/wall-screen';

/** /wall: the gym wall, with the community goals above its names. */
export function WallRoute() {
  return <WallScreen goals={<GoalFigures />} />;
}
