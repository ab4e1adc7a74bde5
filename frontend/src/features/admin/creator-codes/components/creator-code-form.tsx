import { CREATOR_CODE_LIMITS } from '@shared/creator-codes';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SectionTitle } from '../../components/page-header';
import { useCreatorCodeForm } from '../hooks/use-creator-code-form';

/** 'New creator code': the code, whose audience it is, its discount, and the optional expiry and cap. */
export function CreatorCodeForm() {
  const titleId = useId();
  const { fields, set, errors, serverError, saving, onSubmit } = useCreatorCodeForm();
  const L = CREATOR_CODE_LIMITS;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>New creator code</SectionTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Code" hint="3 to 20 letters and digits, for example HOOPS10" error={errors.code}>
              <Input
                name="code"
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={L.codeMax}
                value={fields.code}
                onChange={(event) => set('code', event.target.value)}
              />
            </Field>
            <Field label="Creator’s name" error={errors.creatorName}>
              <Input
                name="creatorName"
                maxLength={L.creatorNameMax}
                value={fields.creatorName}
                onChange={(event) => set('creatorName', event.target.value)}
              />
            </Field>
            <Field label="Percent off" hint="From 1 to 50" error={errors.percentOff}>
              <Input
                name="percentOff"
                type="number"
                inputMode="numeric"
                min={L.percentOffMin}
                max={L.percentOffMax}
                value={fields.percentOff}
                onChange={(event) => set('percentOff', event.target.value)}
              />
            </Field>
            <Field label="Expires on" hint="Optional: the code works through this day" error={errors.expiresAt}>
              <Input
                name="expiresOn"
                type="date"
                value={fields.expiresOn}
                onChange={(event) => set('expiresOn', event.target.value)}
              />
            </Field>
            <Field label="Usage cap" hint="Optional: how many purchases may use it" error={errors.maxUses}>
              <Input
                name="maxUses"
                type="number"
                inputMode="numeric"
                min={1}
                value={fields.maxUses}
                onChange={(event) => set('maxUses', event.target.value)}
              />
            </Field>
          </div>
          {serverError && (
            <p role="alert" className="text-sm text-danger">
              {serverError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
