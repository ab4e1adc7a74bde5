import type { GameKeyCreatedResponse } from '@shared/api/types/game';
import { GAME_MESSAGES } from '@shared/game-messages';
import { GAME_LIMITS, gameKeyCreateSchema } from '@shared/schemas/game';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { firstFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { SectionTitle } from '../../components/page-header';
import { useCreateGameKey } from '../api/create-game-key';
import { NewGameKey } from './new-game-key';

/** 'Create key': a name, then the new key shown once with its Copy button. */
export function GameKeyCreateForm() {
  const titleId = useId();
  const create = useCreateGameKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<GameKeyCreatedResponse | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = gameKeyCreateSchema.safeParse({ name });
    if (!parsed.success) return setError(firstFieldError(parsed.error).name ?? null);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setName('');
        setCreated(answer);
        toast.success(GAME_MESSAGES.keyCreated);
      },
      onError: (failure) => {
        setError(failure instanceof ApiError ? failure.message : GAME_MESSAGES.keyCreateFailed);
        toast.error(GAME_MESSAGES.keyCreateFailed);
      },
    });
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>Create key</SectionTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {created && <NewGameKey created={created} onDone={() => setCreated(null)} />}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Field label="Key name" hint="For example: EU game servers" error={error}>
              <Input
                name="name"
                maxLength={GAME_LIMITS.keyNameMax}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
          </div>
          <Button type="submit" className="sm:mt-7" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create key'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
