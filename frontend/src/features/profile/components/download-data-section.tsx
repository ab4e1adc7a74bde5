import { ACCOUNT_MESSAGES } from '@shared/account-messages';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { m } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDownloadMyData } from '../api/download-my-data';

/** Profile → Your data: a JSON file of everything the store holds about the user. */
export function DownloadDataSection() {
  const download = useDownloadMyData();
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 id="your-data-title" className="font-display text-2xl text-text">
        {m.profile_data_title()}
      </h2>
      <p className="text-sm text-text-muted">{m.profile_data_text()}</p>
      <div>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: () => toast.error(ACCOUNT_MESSAGES.downloadFailed) })}
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? m.profile_data_preparing() : m.profile_data_download()}
        </Button>
      </div>
    </Card>
  );
}
