import { documentClient } from '../src/data/client';

/**
 * Counts the requests the Lambdas' one DynamoDB client sends, by command name, through a
 * middleware on its stack: for tests that hold a read to a constant number of requests.
 */
export function countDynamoRequests(): { counts: () => Record<string, number>; reset: () => void } {
  let counts: Record<string, number> = {};
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName);
      counts[name] = (counts[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'countDynamoRequests', override: true },
  );
  return {
    counts: () => ({ ...counts }),
    reset: () => {
      counts = {};
    },
  };
}
