import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export function CopyEmailButton({ email }: { email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(ADMIN_MESSAGES.emailCopied);
    } catch (error) {
      // No clipboard outside secure contexts, or permission refused.
      console.error('Copy to clipboard failed', error);
      toast.error(ADMIN_MESSAGES.emailCopyFailed);
    }
  };
  return (
    <Button variant="ghost" size="icon" aria-label={`Copy email ${email}`} onClick={copy}>
      <Copy aria-hidden="true" className="size-4" />
    </Button>
  );
}
