/** /privacy section 2: what Stripe gets, and what it tells the store. */
export function PrivacyPayments() {
  return (
    <section>
      <h2>2. Payments</h2>
      <p>
        Payments are processed by Stripe, our card payment provider, on its hosted checkout page. Your card or bank
        details go to Stripe directly; we never see or store your card number. We give Stripe your email address (to
        fill in the checkout), your account id, the tier, the price and any creator code. Stripe may show you the price
        in your own currency, and tells us whether the payment succeeded, its payment reference, and the currency and
        amount you paid. At checkout Stripe asks for your billing address to work out the VAT or sales tax due. Stripe
        keeps the full address and issues the invoice for each payment; we receive only your billing country, the tax
        charged and links to the invoice.
      </p>
    </section>
  );
}

/** /privacy section 3: what the Meta pixel records in the browser and is sent from the servers. */
export function PrivacyAdvertisingPixel() {
  return (
    <section>
      <h2>3. Advertising pixel</h2>
      <p>
        When we measure our ads, every page of the store loads the Meta pixel. In your browser it records viewing our
        packages, creating an account, starting a checkout (the tier and its price) and completing a purchase (the tier,
        the amount in US dollars and any creator code), and it uses Meta's browser cookies (<code>_fbp</code>,{' '}
        <code>_fbc</code>). From our servers we also send each purchase to Meta with your email address hashed, plus
        those browser cookie values, the amount and any creator code, so Meta can match the purchase to an ad without
        receiving your email in readable form. The store does not ask before it loads the pixel; a content blocker that
        blocks <code>connect.facebook.net</code> keeps it out.
      </p>
    </section>
  );
}
