import type { GoalsResponse } from '@shared/api/types/goals';
import { screen } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { mockApi } from '@/test/api-server';
import { renderRoute } from '@/test/render';
import { GoalFigures } from './goal-figures';

const FIGURES: GoalsResponse = {
  raisedCents: 2_003_000,
  supporters: 412,
  goals: [
    { amountCents: 1_000_000, unlocks: 'A jersey colour vote', reached: true },
    { amountCents: 5_000_000, unlocks: '5v5 mode at launch', reached: false },
  ],
  next: { amountCents: 5_000_000, unlocks: '5v5 mode at launch', remainingCents: 2_997_000 },
};

afterEach(() => setPageLocale('/'));

describe('the community goals in other languages', () => {
  it('reads the figures in Brazilian Portuguese, with the dollars in its form', async () => {
    setPageLocale('/pt-br/');
    mockApi({ 'GET /goals': () => FIGURES });
    renderRoute(<GoalFigures />);

    expect(await screen.findByText('412 apoiadores')).toBeInTheDocument();
    expect(screen.getByTestId('goal-raised')).toHaveTextContent('US$ 20.030');
    expect(screen.getByText(/arrecadados/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Próxima meta' })).toHaveAttribute(
      'aria-valuetext',
      'US$\u00a020.030 de US$\u00a050.000',
    );
    expect(screen.getByText('Faltam US$ 29.970.')).toBeInTheDocument();
    expect(screen.getByText('Alcançada')).toBeInTheDocument();
    for (const english of ['412 supporters', 'Reached', 'Next goal'])
      expect(screen.queryByText(english, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(/raised|to go/)).not.toBeInTheDocument();
  });

  it('reads them in Spanish, one supporter in the singular', async () => {
    setPageLocale('/es/wall');
    mockApi({ 'GET /goals': () => ({ ...FIGURES, supporters: 1 }) });
    renderRoute(<GoalFigures />);

    expect(await screen.findByText('1 supporter')).toBeInTheDocument();
    expect(screen.getByText(/recaudados/)).toBeInTheDocument();
    expect(screen.getByText('Faltan 29.970 US$.')).toBeInTheDocument();
    expect(screen.getByText(/Lo recaudado es lo que pagaron los supporters/)).toBeInTheDocument();
    expect(screen.queryByText(/raised|to go|Updated every few minutes/)).not.toBeInTheDocument();
  });
});
