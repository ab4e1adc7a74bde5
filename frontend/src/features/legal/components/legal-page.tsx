import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';

/** A static legal page: title, last-updated line, numbered sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Page title={title} subtitle={`Last updated ${updated}`} className="max-w-3xl">
      <div className="flex flex-col gap-8 leading-relaxed text-text-muted [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:text-text [&_strong]:text-text">
        {children}
      </div>
    </Page>
  );
}
