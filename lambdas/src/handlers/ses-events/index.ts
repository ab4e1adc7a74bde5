import type { EventBridgeEvent } from 'aws-lambda';
import { recordSesEvent, type SesEvent } from '../../email/ses-events';
import { withLambdaStack } from '../../lib/lambda-stack';

/**
 * The SES configuration set's bounce and complaint events, through EventBridge (the local stack's
 * `POST /_local/ses-events` sends the same): each suppresses its addresses and opts the user out.
 */
async function handleSesEvent(event: EventBridgeEvent<string, SesEvent>): Promise<void> {
  await recordSesEvent(event.detail);
}

export const handler = withLambdaStack(handleSesEvent, []);
