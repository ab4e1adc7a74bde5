import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import { DomainError } from '../data/errors';

/**
 * What a payment refuses or cannot do, in the product's words. Like the data modules' errors they
 * carry no HTTP status: lib/error-response.ts maps them. Each message is the spec's copy the client sees.
 */

/** The tier asked for is owned already, or a higher one is. */
export class TierAlreadyOwnedError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.alreadyOwned, options);
  }
}

/** What the user already paid covers the upgrade, leaving less than Stripe's smallest charge. */
export class CoveredByCreditError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.coveredByCredit, options);
  }
}

/** A payment the bank has not settled holds the user's checkout slot. */
export class PaymentStillProcessingError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.paymentProcessing, options);
  }
}

/** Another checkout of the user's is being started. */
export class CheckoutInProgressError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.inProgress, options);
  }
}

/** The session to verify is unknown to Stripe or someone else's. */
export class CheckoutSessionNotFoundError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.noSession, options);
  }
}

/** Stripe failed, did not answer or is not configured while creating a Checkout Session. */
export class CheckoutUnavailableError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.failed, options);
  }
}

/** Stripe could not be reached, or is not configured, to confirm a payment (the verify call); nothing was stored. */
export class VerifyUnavailableError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CHECKOUT_MESSAGES.verifyFailed, options);
  }
}

/** Stripe failed, did not answer or is not configured while refunding from the admin panel: a retry is safe. */
export class RefundUnavailableError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.refundUnavailable, options);
  }
}

/** Stripe failed or did not answer while making or pausing a creator code's coupon and promotion code: a retry is safe. */
export class CreatorCodeStripeUnavailableError extends DomainError {
  constructor(options?: ErrorOptions) {
    super(CREATOR_CODE_MESSAGES.stripeUnavailable, options);
  }
}
