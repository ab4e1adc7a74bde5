import { formatCents } from '@shared/money';

/**
 * What follows a revenue figure since the store collects tax: 'Net of tax · Tax $x.xx'. The revenue is
 * the store's; the tax beside it is owed to tax authorities. The dot is for the eye only.
 */
export function NetOfTax({ taxCents }: { taxCents: number }) {
  return (
    <>
      Net of tax <span aria-hidden="true">·</span> <span>Tax {formatCents(taxCents)}</span>
    </>
  );
}
