// No imports: a bench or script may read the layout without loading the table's client, whose
// endpoint is fixed when it loads (data/client.ts) and must come from the local stack's settings.

/**
 * The totals are spread over this many shards, each a partition of its own (`STATS#<n>` /
 * `TOTALS#<n>`): each write adds to one picked at random, and readers sum them all. One item would
 * queue launch traffic on itself; one partition would cap it at DynamoDB's 1,000 write units a second.
 * A sign-up makes one totals write (`userCount`, in the profile's transaction); a shard stays under
 * 1 KB, and a transactional write of it costs 2 units. 3,000 sign-ups a second are then 6,000 units:
 * 300 on each of 20 partitions, under a third of what each takes, which leaves the rest for purchases
 * (the shard and the day's aggregates: 4 units), contacts, and the random pick landing unevenly.
 */
export const TOTALS_SHARDS = 20;
