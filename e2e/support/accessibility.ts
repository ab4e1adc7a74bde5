/** axe-core in the page: the serious and critical violations, printed so they can be fixed. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now; returns one line per serious or critical violation. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  for (const violation of results.violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
    console.log(
      `[axe] ${label}: ${violation.impact ?? 'unknown'} ${violation.id} (${violation.help}) at ${targets.join(', ')}`,
    );
  }
  return blocking.map((violation) => `${label}: ${violation.impact} ${violation.id} (${violation.nodes.length} nodes)`);
}
