import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { FAQ_ITEMS } from './faq-items';
import { Section } from './section';

const FaqAccordion = lazy(() => import('./faq-accordion').then((m) => ({ default: m.FaqAccordion })));

/** The questions as they look closed, holding their place until the accordion has loaded. */
function FaqPlaceholder() {
  return (
    <ul className="flex flex-col gap-3">
      {FAQ_ITEMS.map((item) => (
        <li
          key={item.question}
          className="rounded-[var(--radius-card)] border border-border bg-surface px-5 py-4 font-semibold text-text"
        >
          {item.question}
        </li>
      ))}
    </ul>
  );
}

/** FAQ below the fold: the accordion's code loads as the visitor scrolls towards it. */
export function Faq() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return (
    <Section id="faq" title="Frequently asked questions">
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
