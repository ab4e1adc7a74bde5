import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { FAQ_ITEMS } from './faq-items';

/** The FAQ's interactive part, in its own chunk (Radix accordion). */
export function FaqAccordion() {
  return (
    // type="single" + collapsible: one answer open at a time, and the open one can be closed.
    <Accordion type="single" collapsible className="flex flex-col gap-3">
      {FAQ_ITEMS.map((item) => (
        <AccordionItem key={item.id} value={`faq-${item.id}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
