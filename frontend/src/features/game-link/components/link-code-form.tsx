import { GAME_MESSAGES } from '@shared/game-messages';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n';
import { useRetryWait } from '@/lib/use-retry-wait';
import { linkErrorMessage } from './link-error-message';

interface LinkCodeFormProps {
  typed: string;
  onType(typed: string): void;
  /** The code is not shaped like one (GAME_MESSAGES.codeFormat), or null. */
  formatError: string | null;
  /** The look-up's failure, said under the field, or null. */
  error: Error | null;
  /** The code is being looked up: the field and Continue wait. */
  checking: boolean;
  onSubmit(event: FormEvent): void;
}

/** /link's form: the code the game shows, and Continue to see which game account it is. */
export function LinkCodeForm({ typed, onType, formatError, error, checking, onSubmit }: LinkCodeFormProps) {
  // Past the limit of codes tried, Continue waits for the 429's Retry-After (the day's end, for the daily budget).
  const wait = useRetryWait(error);
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <Field label={m.dashboard_link_code()} hint={m.dashboard_link_code_hint()} error={formatError}>
        <Input
          value={typed}
          onChange={(event) => onType(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          className="font-mono uppercase tracking-widest"
          disabled={checking}
        />
      </Field>
      <p className="text-sm text-text-muted">{GAME_MESSAGES.ownCodeOnly}</p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {linkErrorMessage(error)}
        </p>
      )}
      {wait && <p className="text-sm text-text-muted">{wait}</p>}
      <div>
        <Button type="submit" disabled={checking || typed.trim() === '' || wait !== null}>
          {checking ? m.dashboard_link_checking() : m.dashboard_link_continue()}
        </Button>
      </div>
    </form>
  );
}
