import { normalizeCreatorCode } from '@shared/creator-codes';
import { lazy, Suspense, useState } from 'react';
import type { CreatorCodeCheck } from '@/features/checkout/components/creator-code-offer-reader';
import { useTierSelection } from '@/features/checkout/hooks/use-tier-selection';
import { GoalFigures } from '@/features/goals/components/goal-figures';
import { LandingScreen } from '@/features/landing/components/landing-screen';
import { useAuth } from '@/lib/auth/auth-context';
import { useRememberedCreatorCode } from '@/lib/creator-code/remembered-creator-code';
import { useAnnounceReady } from '../use-announce-ready';

// Only a signed-in visitor's cards show upgrade amounts; their creator code is checked in a chunk of its own.
const CreatorCodeOfferReader = lazy(() =>
  Promise.all([import('@/features/checkout/components/creator-code-offer-reader'), import('@/lib/query-root')]).then(
    ([module, { QueryRoot }]) => ({
      default: ({ code, onRead }: { code: string; onRead(check: CreatorCodeCheck): void }) => (
        <QueryRoot>
          <module.CreatorCodeOfferReader code={code} onRead={onRead} />
        </QueryRoot>
      ),
    }),
  ),
);

/** /: the landing page, whose tier cards lead into checkout, priced with the creator code checkout will send. */
export function LandingRoute() {
  const selectTier = useTierSelection();
  useAnnounceReady();
  const { status } = useAuth();
  const remembered = useRememberedCreatorCode();
  const code = status === 'signedIn' && remembered !== null ? normalizeCreatorCode(remembered) : null;
  const [check, setCheck] = useState<CreatorCodeCheck | null>(null);
  const checked = check?.code === code ? check : null;
  return (
    <>
      <LandingScreen
        onSelectTier={selectTier}
        goals={<GoalFigures />}
        creatorCode={code === null ? null : { offer: checked?.offer ?? null, known: checked?.known ?? false }}
      />
      {code !== null && (
        <Suspense fallback={null}>
          <CreatorCodeOfferReader code={code} onRead={setCheck} />
        </Suspense>
      )}
    </>
  );
}
