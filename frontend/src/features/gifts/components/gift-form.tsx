import { GIFT_CLAIM_DAYS, GIFT_MESSAGE_MAX } from '@shared/gifts';
import { formatCents } from '@shared/money';
import { BUSY_RETRYING } from '@shared/rate-limit-messages';
import { TAX_MESSAGES } from '@shared/tax-messages';
import { getTier } from '@shared/tiers';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { GiftFormState } from '../hooks/use-gift-form';
import { GiftTierChoice } from './gift-tier-choice';

/** The gift form's fields, what it costs and its one button; the state and the sending are useGiftForm's. */
export function GiftForm({ form }: { form: GiftFormState }) {
  const { fields, errors, sending, retrying, senderEmail } = form;
  const tier = getTier(fields.tierId);
  const length = fields.message.length;
  return (
    <form className="flex flex-col gap-5" onSubmit={form.onSubmit} noValidate>
      <GiftTierChoice value={fields.tierId} onChange={fields.setTierId} disabled={sending} />
      <Field
        label="Their email address"
        hint="We email them a link to claim the package with this address."
        error={errors.email}
      >
        <Input
          type="email"
          autoComplete="off"
          value={fields.email}
          disabled={sending}
          onChange={(event) => fields.setEmail(event.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <Field label="Message (optional)" hint="Plain text. They see it with the gift." error={errors.message}>
          <Textarea
            rows={3}
            value={fields.message}
            disabled={sending}
            onChange={(event) => fields.setMessage(event.target.value)}
          />
        </Field>
        <p
          aria-live="polite"
          className={cn('tabular self-end text-xs', length > GIFT_MESSAGE_MAX ? 'text-danger' : 'text-text-muted')}
        >
          {length}/{GIFT_MESSAGE_MAX} characters
        </p>
      </div>
      <CheckboxField
        label="Tell them it's from me"
        checked={fields.showSender}
        onChange={fields.setShowSender}
        disabled={sending}
        hint={`They see your email address, ${senderEmail}, as the sender. Untick it and the gift says it is from someone.`}
      />
      <div className="flex flex-col gap-1 rounded-lg bg-surface-raised p-4">
        <p className="text-text">
          You pay <span className="tabular font-bold">{formatCents(tier.priceCents)}</span>, the full price of D1 Gang{' '}
          {tier.name}.
        </p>
        <p className="text-sm text-text-muted">{TAX_MESSAGES.pricesBeforeTax}</p>
        <p className="text-sm text-text-muted">
          They have {GIFT_CLAIM_DAYS} days to claim it; after that it is refunded to you.
        </p>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      {retrying && <p role="status">{BUSY_RETRYING}</p>}
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? 'Starting checkout...' : 'Continue to payment'}
      </Button>
    </form>
  );
}
