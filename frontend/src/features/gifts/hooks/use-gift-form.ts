import { CHECKOUT_MESSAGES } from '@shared/checkout-messages';
import { GIFT_MESSAGES } from '@shared/gifts';
import { giftOrderSchema } from '@shared/schemas/gifts';
import type { TierId } from '@shared/tiers';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { handOverCreatorCodeRefusal } from '@/lib/creator-code/creator-code-refusal';
import type { CreatorCode } from '@/lib/creator-code/use-creator-code';
import { type FieldErrors, firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateGiftCheckout } from '../api/create-gift-checkout';
import { leaveSiteTo } from '../lib/leave-site';

/**
 * The server's refusals that concern the recipient's address; the others concern the message. Read when
 * an answer comes, not once at load: the messages are in the page's language, as the server's answer is.
 */
const emailRefusals = (): readonly string[] => [
  GIFT_MESSAGES.emailRequired,
  GIFT_MESSAGES.emailInvalid,
  GIFT_MESSAGES.toYourself,
  GIFT_MESSAGES.recipientOwnsTier,
];
const messageRefusals = (): readonly string[] => [GIFT_MESSAGES.messageTooLong, GIFT_MESSAGES.messageNotAllowed];

/**
 * Where the server's answer goes: a 400 or 409 under the field it concerns, else above the button with
 * a 429 (gift checkouts are counted per account, and a long wait is not retried); any other, a retry.
 */
function refusalErrors(error: Error): FieldErrors {
  if (!(error instanceof ApiError) || ![400, 409, 429].includes(error.status)) {
    return { form: CHECKOUT_MESSAGES.failed };
  }
  if (emailRefusals().includes(error.message)) return { email: error.message };
  if (messageRefusals().includes(error.message)) return { message: error.message };
  return { form: error.message };
}

/**
 * The gift form: the tier, the recipient's address, the message and whether to name the sender, checked
 * here with the server's own schema and words, then sent to checkout, which leaves for Stripe. The
 * buyer's creator code goes with it, as with a purchase; a code checkout refuses goes back to `creatorCode`.
 */
export function useGiftForm(initialTier: TierId, creatorCode: Pick<CreatorCode, 'code' | 'refused' | 'rateLimited'>) {
  const { user } = useAuth();
  const [tierId, setTierId] = useState<TierId>(initialTier);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [showSender, setShowSender] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const checkout = useCreateGiftCheckout();
  // Stays true after success while the browser leaves for Stripe, so a second press starts nothing.
  const sending = checkout.isPending || checkout.isSuccess;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const parsed = giftOrderSchema.safeParse({ email, message, showSender });
    if (!parsed.success) return setErrors(firstFieldError(parsed.error));
    const gift = parsed.data;
    if (user && gift.email.toLowerCase() === user.email.toLowerCase()) {
      return setErrors({ email: GIFT_MESSAGES.toYourself });
    }
    setErrors({});
    checkout.mutate(
      {
        tierId,
        ...(creatorCode.code ? { creatorCode: creatorCode.code } : {}),
        gift: { email: gift.email, showSender: gift.showSender, ...(gift.message ? { message: gift.message } : {}) },
      },
      {
        onSuccess: ({ url }) => {
          toast.info(CHECKOUT_MESSAGES.redirecting);
          leaveSiteTo(url);
        },
        // A refused code is said by the code, where the buyer removes or replaces it.
        onError: (error) => setErrors(handOverCreatorCodeRefusal(error, creatorCode) ? {} : refusalErrors(error)),
      },
    );
  }

  return {
    fields: { tierId, setTierId, email, setEmail, message, setMessage, showSender, setShowSender },
    senderEmail: user?.email ?? '',
    errors,
    sending,
    retrying: checkout.retrying,
    onSubmit,
  };
}

export type GiftFormState = ReturnType<typeof useGiftForm>;
