import { GIFT_MESSAGE_MAX } from '@shared/gifts';
import { busyRetrying } from '@shared/rate-limit-messages';
import { getTier } from '@shared/tiers';
import { useId } from 'react';
import { CreatorCodePanel } from '@/components/creator-code/creator-code-panel';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { CreatorCode } from '@/lib/creator-code/use-creator-code';
import { m } from '@/lib/i18n';
import type { GiftFormState } from '../hooks/use-gift-form';
import { GiftPrice } from './gift-price';
import { GiftTierChoice } from './gift-tier-choice';

/**
 * The gift form's fields, the creator code, what it costs and its one button; the state and the sending
 * are useGiftForm's, the code's useCreatorCode's.
 */
export function GiftForm({ form, creatorCode }: { form: GiftFormState; creatorCode: CreatorCode }) {
  const formId = useId();
  const { fields, errors, sending, retrying, senderEmail } = form;
  const length = fields.message.length;
  return (
    <div className="flex flex-col gap-5">
      <form id={formId} className="flex flex-col gap-5" onSubmit={form.onSubmit} noValidate>
        <GiftTierChoice value={fields.tierId} onChange={fields.setTierId} disabled={sending} />
        <Field label={m.checkout_gift_email()} hint={m.checkout_gift_email_hint()} error={errors.email}>
          <Input
            type="email"
            autoComplete="off"
            value={fields.email}
            disabled={sending}
            onChange={(event) => fields.setEmail(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-1">
          <Field label={m.checkout_gift_message()} hint={m.checkout_gift_message_hint()} error={errors.message}>
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
            {m.checkout_gift_characters({ length, max: GIFT_MESSAGE_MAX })}
          </p>
        </div>
        <CheckboxField
          label={m.checkout_gift_show_sender()}
          checked={fields.showSender}
          onChange={fields.setShowSender}
          disabled={sending}
          hint={m.checkout_gift_show_sender_hint({ email: senderEmail })}
        />
      </form>
      {/* The code's Apply is a form of its own, so it sits beside the gift's, not in it; held while checkout starts. */}
      <fieldset disabled={sending} className="min-w-0">
        <CreatorCodePanel creatorCode={creatorCode} />
      </fieldset>
      <GiftPrice tier={getTier(fields.tierId)} offer={creatorCode.offer} />
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      {retrying && <p role="status">{busyRetrying()}</p>}
      <Button type="submit" form={formId} disabled={sending} className="self-start">
        {sending ? m.checkout_gift_starting() : m.checkout_gift_continue()}
      </Button>
    </div>
  );
}
