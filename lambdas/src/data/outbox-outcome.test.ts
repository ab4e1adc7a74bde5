import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { withTestTable } from '../../test/dynamo-table';
import { documentClient, tableName } from './client';
import { claimEmail, markEmailSent, newOutboxEmail, outboxPut } from './outbox';
import { transactWrite } from './transactions';
import { updateKey } from './update-items';
import { countDelivery } from './update-job';

const table = withTestTable();
const UPDATE_ID = '01JUPDATE00000000000000000';

/** A conflict with another transaction on the update is a fault the local table cannot produce on demand. */
function conflictOnEveryTransaction() {
  const realSend = documentClient.send.bind(documentClient) as (command: unknown) => Promise<unknown>;
  let conflicts = 0;
  const send = jest.spyOn(documentClient, 'send').mockImplementation((async (command: object) => {
    if (command.constructor.name === 'TransactWriteCommand') {
      conflicts += 1;
      throw new TransactionCanceledException({
        message: 'Transaction cancelled [None, TransactionConflict]',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      });
    }
    return realSend(command);
  }) as never);
  return { conflicts: () => conflicts, restore: () => send.mockRestore() };
}

async function queuedUpdateEmail() {
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...updateKey(UPDATE_ID), id: UPDATE_ID } }),
  );
  const email = newOutboxEmail(
    {
      template: 'update',
      to: 'fan@example.com',
      subject: 'Court day',
      text: 'Hi',
      html: '<p>Hi</p>',
      updateId: UPDATE_ID,
    },
    new Date(),
    'user-1',
  );
  await transactWrite([outboxPut(email)]);
  const claimed = await claimEmail(email.id, new Date());
  if (!claimed) throw new Error('the email could not be claimed');
  return claimed;
}

describe("an update email's outcome", () => {
  it('is counted on the update in the same write when nothing collides', async () => {
    const { email, claim } = await queuedUpdateEmail();

    await markEmailSent(email.id, claim, new Date(), 'ses-1', countDelivery(UPDATE_ID, 'sent'));

    const items = await table.items();
    expect(items.find((item) => item.id === email.id)?.sentAt).toEqual(expect.any(String));
    expect(items.find((item) => item.pk === `UPDATE#${UPDATE_ID}`)?.sent).toBe(1);
  });

  it('is still stored as sent when every try collides with the send job, so the email never goes out twice', async () => {
    const { email, claim } = await queuedUpdateEmail();
    const conflict = conflictOnEveryTransaction();

    await markEmailSent(email.id, claim, new Date(), 'ses-1', countDelivery(UPDATE_ID, 'sent'));
    conflict.restore();

    expect(conflict.conflicts()).toBe(4);
    const items = await table.items();
    expect(items.find((item) => item.id === email.id)?.sentAt).toEqual(expect.any(String));
    expect(items.find((item) => item.id === email.id)?.gsi1pk).toBeUndefined();
    expect(await claimEmail(email.id, new Date(Date.now() + 10 * 60 * 1000))).toBeNull();
    // Only the admin's progress figure misses this one.
    expect(items.find((item) => item.pk === `UPDATE#${UPDATE_ID}`)?.sent).toBeUndefined();
  });
});
