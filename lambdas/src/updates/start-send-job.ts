import { ENV } from '@shared/contract/lambda-env';
import { optionalEnv } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * Starts the send job of an update that just moved to sending: the update sender Lambda, invoked
 * asynchronously (cloud). Where no function is named (the local stack runs the job itself after the
 * send request) nothing is invoked. A failed invocation is logged, not thrown: the send is stored
 * and the sender's schedule picks the update up within a minute.
 */
export async function startSendJob(updateId: string): Promise<void> {
  const functionName = optionalEnv(ENV.updateSenderFunction);
  if (!functionName) return;
  try {
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    const client = new LambdaClient({ maxAttempts: 2 });
    await client.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify({ updateId })),
      }),
    );
    client.destroy();
  } catch (error) {
    logger.warn('The update sender was not invoked; its schedule resumes the send', { updateId, error: String(error) });
  }
}
