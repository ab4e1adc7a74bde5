import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { m } from '@/lib/i18n';
import { useNearViewport } from '../hooks/use-near-viewport';
import { FAQ_ITEMS } from './faq-items';
import { Section } from './section';

const FaqAccordion = lazy(() => import('./faq-accordion').then((m) => ({ default: m.FaqAccordion })));

/**
 * The questions as they look closed, holding their place until the accordion has loaded. Native
 * disclosures, so the prerendered page carries every answer and opens them without JavaScript.
 */
function FaqPlaceholder() {
  return (
    <div className="flex flex-col gap-3">
      {FAQ_ITEMS.map((item) => (
        <details
          key={item.id}
          className="group overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface open:bg-surface-raised"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-text [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-primary group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** FAQ below the fold: the accordion's code loads as the visitor scrolls towards it. */
export function Faq() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return (
    <Section id="faq" title={m.landing_faq_title()}>
      <div ref={anchor}>
        {near ? (
          <Suspense fallback={<FaqPlaceholder />}>
            <FaqAccordion />
          </Suspense>
        ) : (
          <FaqPlaceholder />
        )}
      </div>
    </Section>
  );
}
