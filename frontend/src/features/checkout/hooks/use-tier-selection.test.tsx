import { TIERS, type Tier } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TierGrid } from '@/components/tiers/tier-grid';
import { fakeAuth, renderRoute, signedInAs } from '@/test/render';
import { userEvent } from '@/test/user-event';
import { useTierSelection } from './use-tier-selection';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}
const elsewhere = [
  { path: '/auth', element: <Where /> },
  { path: '/dashboard', element: <Where /> },
];

/** The tier cards as the landing page wires them. */
function ChoosableTiers() {
  const selectTier = useTierSelection();
  return <TierGrid owned={null} standingSumCents={0} onSelect={selectTier} />;
}

const card = (tier: Tier) => screen.getByRole('article', { name: tier.name });

describe('choosing a tier', () => {
  it('asks a signed-out visitor to sign in and opens sign-up', async () => {
    renderRoute(<ChoosableTiers />, { auth: fakeAuth(), routes: elsewhere });
    await userEvent.click(within(card(TIERS[0] as Tier)).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Please sign in to purchase a D1 Gang package')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?mode=signup');
  });

  it('takes a signed-in user to the dashboard carrying the chosen tier', async () => {
    renderRoute(<ChoosableTiers />, { auth: signedInAs(), routes: elsewhere });
    await userEvent.click(within(card(TIERS[5] as Tier)).getByRole('button', { name: 'Select' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard {"selectedTier":"mvp"}');
  });
});
