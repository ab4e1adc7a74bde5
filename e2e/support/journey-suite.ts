/**
 * A suite of browser journeys on a local stack and a Chromium of its own. Each journey file is one
 * suite and runs in a process of its own (the stack's handlers run in that process, on its settings),
 * so `npm run test:e2e` runs three files side by side with nothing shared between them but the site build.
 */
import { after, before, describe, it } from 'node:test';
import { type Journey, startJourney } from '../journeys/journey-context';
import { type E2eBrowser, launchBrowser } from './browser';
import { type E2eStack, startE2eStack } from './e2e-stack';

/**
 * One journey's budget: a stuck journey fails instead of hanging the run (a stuck step fails sooner, on
 * its own timeout: support/browser.ts). Three files run side by side, so a journey has at most a third
 * of the machine, and less while other work shares it: journey 17 (the admin panel on a phone, axe on
 * each page), the longest, took 66 s in a whole run on a quiet two-core machine and 75 s on one kept
 * busy by two other processes.
 */
const JOURNEY_TIMEOUT_MS = 240_000;

/** Declares a journey of the suite: its name in the report, and what it does. */
export type DeclareJourney = (name: string, run: (journey: Journey) => Promise<void>) => void;

export function journeySuite(title: string, declareJourneys: (journey: DeclareJourney) => void): void {
  describe(title, () => {
    const started = performance.now();
    let e2eStack: E2eStack | undefined;
    let browser: E2eBrowser | undefined;

    before(
      async () => {
        e2eStack = await startE2eStack();
        console.log(`[e2e] local stack ready in ${(e2eStack.startupMs / 1000).toFixed(1)} s`);
        browser = await launchBrowser(e2eStack.stack.siteUrl);
      },
      { timeout: 240_000 },
    );

    after(async () => {
      await browser?.close();
      await e2eStack?.stop();
      console.log(`[e2e] ${title}: run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
    });

    declareJourneys((name, run) =>
      it(name, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
        if (!e2eStack || !browser) throw new Error('The stack and the browser start in before()');
        const journey = startJourney(e2eStack.stack, browser, e2eStack.confirmationCode);
        try {
          await run(journey);
        } catch (error) {
          console.log(`[e2e] ${name} failed; its browsers:\n${journey.report()}`);
          throw error;
        } finally {
          await journey.close();
        }
      }),
    );
  });
}
