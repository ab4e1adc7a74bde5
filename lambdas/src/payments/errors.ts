import { ADMIN_MESSAGES } from '@shared/admin-messages';
import { CREATOR_CODE_MESSAGES } from '@shared/creator-codes';
import * as m from '@shared/i18n/paraglide/messages/_index.js';
import { DomainError } from '../data/errors';

/**
 * What a payment refuses or cannot do, in the product's words. Like the data modules' errors each names
 * its HTTP status (lib/error-response.ts answers with it). Each message is the spec's copy the client sees,
 * in the language of the request the error is made in (data/errors.ts says why the messages themselves).
 */

/** The tier asked for is owned already, or a higher one is. */
export class TierAlreadyOwnedError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_already_owned(), options);
  }
}

/** What the user already paid covers the upgrade, leaving less than Stripe's smallest charge. */
export class CoveredByCreditError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_covered_by_credit(), options);
  }
}

/** A payment the bank has not settled holds the user's checkout slot. */
export class PaymentStillProcessingError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_payment_processing(), options);
  }
}

/** Another checkout of the user's is being started. */
export class CheckoutInProgressError extends DomainError {
  static override readonly status = 409;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_in_progress(), options);
  }
}

/** The session to verify is unknown to Stripe or someone else's. */
export class CheckoutSessionNotFoundError extends DomainError {
  static override readonly status = 404;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_no_session(), options);
  }
}

/** Stripe failed, did not answer or is not configured while creating a Checkout Session. */
export class CheckoutUnavailableError extends DomainError {
  static override readonly status = 502;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_failed(), options);
  }
}

/** Stripe could not be reached, or is not configured, to confirm a payment (the verify call); nothing was stored. */
export class VerifyUnavailableError extends DomainError {
  static override readonly status = 502;

  constructor(options?: ErrorOptions) {
    super(m.account_checkout_verify_failed(), options);
  }
}

/** Stripe failed, did not answer or is not configured while refunding from the admin panel: a retry is safe. */
export class RefundUnavailableError extends DomainError {
  static override readonly status = 502;

  constructor(options?: ErrorOptions) {
    super(ADMIN_MESSAGES.refundUnavailable, options);
  }
}

/** Stripe failed or did not answer while making or pausing a creator code's coupon and promotion code: a retry is safe. */
export class CreatorCodeStripeUnavailableError extends DomainError {
  static override readonly status = 502;

  constructor(options?: ErrorOptions) {
    super(CREATOR_CODE_MESSAGES.stripeUnavailable, options);
  }
}
