/** What the stand-in's hosted checkout page tells the buyer when it will not take the payment yet, or has news. */
import type { AddressProblem } from './billing-address';

export const HOSTED_PAGE_MESSAGES = {
  termsNotTicked: 'Tick the box to agree to the terms before you pay.',
  /** Each says what to fix when the address cannot locate the tax. */
  addressProblems: {
    'no-country': 'Choose your country or region so the tax can be worked out, then pay.',
    'unknown-country': 'Choose your country or region from the list so the tax can be worked out, then pay.',
    'no-state': 'Choose your state so the tax can be worked out, then pay.',
    'unknown-state': 'Choose your state from the list so the tax can be worked out, then pay.',
    'bad-postal-code': 'Enter a ZIP or postal code of up to 10 letters, digits, spaces or hyphens, or leave it empty.',
  } satisfies Record<AddressProblem, string>,
  taxWorkedOut: (place: string) => `Tax worked out for ${place}.`,
  /** Pay was pressed with an address whose total the page had not shown yet. */
  totalChanged: (place: string, total: string) =>
    `With tax for ${place} your total is ${total}. Check it, then press Pay ${total}.`,
} as const;
