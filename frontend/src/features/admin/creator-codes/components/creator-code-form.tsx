import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SectionTitle } from '../../components/page-header';
import { useCreatorCodeForm } from '../hooks/use-creator-code-form';
import { CreatorCodeInputs } from './creator-code-inputs';

/** 'New creator code': the code, whose audience it is, its discount, and the optional expiry and cap. */
export function CreatorCodeForm() {
  const titleId = useId();
  const form = useCreatorCodeForm();
  const { serverError, saving } = form;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <SectionTitle id={titleId}>New creator code</SectionTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
          <CreatorCodeInputs form={form} />
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
