import { updatesConsentLabel } from '@shared/email-preferences';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { Faq } from './faq';

describe('landing FAQ', () => {
  it('says the new release estimate is emailed only to supporters who asked for development updates', async () => {
    renderRoute(<Faq />);
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));

    await userEvent.click(await faq.findByRole('button', { name: 'When does the game come out?' }));

    expect(
      faq.getByText(
        `Release is estimated for 2027. That date is a projection, not a promise: if it moves, we post the new estimate here, and email it to supporters who ticked "${updatesConsentLabel()}".`,
      ),
    ).toBeVisible();
    expect(faq.queryByText(/email every supporter/)).not.toBeInTheDocument();
  });
});
