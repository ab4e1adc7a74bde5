import { isTierId, TIER_IDS, type TierId } from '@shared/tiers';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCreatorCode } from '@/lib/creator-code/use-creator-code';
import { m } from '@/lib/i18n';
import { useGiftForm } from '../hooks/use-gift-form';
import { GiftForm } from './gift-form';

/** The tier a card chose (`?tier=`), else the first one. */
function chosenTier(param: string | null): TierId {
  return isTierId(param) ? param : TIER_IDS[0];
}

/**
 * /gift?tier=…: a signed-in supporter buys a package for someone else, who claims it from an email, with
 * the creator code they typed or a creator's link left, as for a purchase of their own.
 */
export function GiftScreen() {
  const [params] = useSearchParams();
  const creatorCode = useCreatorCode();
  const form = useGiftForm(chosenTier(params.get('tier')), creatorCode);
  return (
    <Page
      title={m.checkout_gift_title()}
      subtitle={m.checkout_gift_subtitle()}
      before={<BackLink to={paths.dashboard}>{m.checkout_back_to_dashboard()}</BackLink>}
    >
      <Card className="flex max-w-2xl flex-col gap-5 p-6">
        <GiftForm form={form} creatorCode={creatorCode} />
      </Card>
    </Page>
  );
}
