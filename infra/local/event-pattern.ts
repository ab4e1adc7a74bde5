/**
 * EventBridge's event pattern matching, for the filters the store's rules use: a list of exact
 * values, `{ prefix }`, and nested objects. An array field in the event matches when any element does.
 */
type Filter = string | number | boolean | null | { prefix: string };

export interface EventPattern {
  [field: string]: readonly Filter[] | EventPattern;
}

export function matchesEventPattern(pattern: EventPattern, event: unknown): boolean {
  if (typeof event !== 'object' || event === null) return false;
  return Object.entries(pattern).every(([field, expected]) => {
    const value: unknown = (event as Record<string, unknown>)[field];
    if (!Array.isArray(expected)) return matchesEventPattern(expected as EventPattern, value);
    const values: unknown[] = Array.isArray(value) ? value : [value];
    return (expected as readonly Filter[]).some((filter) => values.some((one) => matchesFilter(filter, one)));
  });
}

function matchesFilter(filter: Filter, value: unknown): boolean {
  if (typeof filter !== 'object' || filter === null) return value !== undefined && filter === value;
  if (Object.keys(filter).length === 1 && typeof filter.prefix === 'string') {
    return typeof value === 'string' && value.startsWith(filter.prefix);
  }
  throw new Error(`Unsupported event pattern filter: ${JSON.stringify(filter)}`);
}
