import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth/auth-context';
import { GiftClaimSignedIn } from './gift-claim-signed-in';
import { GiftClaimSignedOut } from './gift-claim-signed-out';

/**
 * /gifts/{giftId}, the link in the recipient's email: signed out, how to sign in or sign up for it (and
 * come back here); signed in, the gift and its Claim.
 */
export function GiftClaimScreen() {
  const { giftId = '' } = useParams();
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <GiftClaimSignedOut />;
  return <GiftClaimSignedIn giftId={giftId} />;
}
