/**
 * The store's own CloudWatch metrics: the Lambdas write them (Powertools Metrics, embedded metric
 * format) and CDK's alarms and dashboard read them. Powertools adds the `service` dimension.
 */
export const METRICS = {
  namespace: 'D1GangStore',
  service: 'd1-gang-store',
  /** Payments, refunds and disputes the reconciler applied because the store had missed them. */
  reconcilerCorrections: 'ReconcilerCorrections',
  /** Business metrics, one data point per event. */
  checkoutsStarted: 'CheckoutsStarted',
  /** Purchases that granted a tier; dimension `tier` (the tier id). */
  purchasesFulfilled: 'PurchasesFulfilled',
  /** Full refunds and lost disputes applied to the ledger. */
  refundsApplied: 'RefundsApplied',
  /** Payments that bought nothing and were given back. */
  duplicatesRefunded: 'DuplicatesRefunded',
  contactsReceived: 'ContactsReceived',
  emailsSent: 'EmailsSent',
  /** Emails SES refused or could not take; they stay in the outbox and go out on a later try. */
  emailSendFailures: 'EmailSendFailures',
  /** Link codes typed on the /link page that found no live request (a guess, a typo or an expired code). */
  linkCodeMisses: 'LinkCodeMisses',
  /** The dimension of PurchasesFulfilled. */
  tierDimension: 'tier',
} as const;
