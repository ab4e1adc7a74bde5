import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSendTestUpdate } from '../api/send-test-update';

/** 'Send test to me': the saved draft, emailed to the signed-in admin; says where it went. */
export function SendTestButton({ updateId, disabled }: { updateId: string; disabled: boolean }) {
  const sendTest = useSendTestUpdate();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="self-start"
        disabled={disabled || sendTest.isPending}
        onClick={() => sendTest.mutate(updateId)}
      >
        {sendTest.isPending ? 'Sending test...' : 'Send test to me'}
      </Button>
      {sendTest.isSuccess && (
        <p role="status" className="text-sm text-accent">
          {`${sendTest.data.message} (${sendTest.data.to})`}
        </p>
      )}
      {sendTest.isError && (
        <p role="alert" className="text-sm text-danger">
          {sendTest.error instanceof ApiError ? sendTest.error.message : 'Failed to send the test'}
        </p>
      )}
    </div>
  );
}
