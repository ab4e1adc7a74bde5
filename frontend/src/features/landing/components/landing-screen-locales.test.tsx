import { getTier } from '@shared/tiers';
import { render, screen, within } from '@testing-library/react';
import { TierCard } from '@/components/tiers/tier-card';
import { setPageLocale } from '@/lib/locale';
import { renderRoute } from '@/test/render';
import { LandingScreen } from './landing-screen';

afterEach(() => setPageLocale('/'));

const ENGLISH = [
  'Join the D1 Gang',
  'View Packages',
  'What is D1 Gang?',
  'Game features',
  'Development status',
  'D1 Gang packages',
  'Frequently asked questions',
  'When does the game come out?',
  'Why join the D1 Gang?',
  'Select',
  'Exclusive basketball',
  'Get your name in the gym.',
];

function expectNoEnglish() {
  for (const text of ENGLISH) expect(screen.queryByText(text)).not.toBeInTheDocument();
  expect(screen.queryByText(/Prices are in US dollars/)).not.toBeInTheDocument();
}

describe('the landing page in other languages', () => {
  it('speaks Spanish: hero, sections, FAQ, why join, and the tier cards with prices in Spanish form', () => {
    setPageLocale('/es/');
    renderRoute(<LandingScreen onSelectTier={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Únete a D1 Gang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver paquetes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '¿Qué es D1 Gang?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Combos de dribleo' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reproducir vídeo: Timing del tiro en suspensión: jugabilidad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Creador de jugador')).toBeInTheDocument();
    const faq = within(screen.getByRole('region', { name: 'Preguntas frecuentes' }));
    expect(faq.getByText('¿Cuál es la política de reembolsos?')).toBeInTheDocument();
    expect(faq.getByText(/«Email me development updates»|«[^»]+»/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '¿Por qué unirte a D1 Gang?' })).toBeInTheDocument();

    const tiers = within(screen.getByRole('region', { name: 'Paquetes de D1 Gang' }));
    const bench = within(tiers.getByRole('article', { name: 'Bench Player' }));
    expect(bench.getByText('5,00 US$')).toBeInTheDocument();
    expect(bench.getByText('Pon tu nombre en el gimnasio.')).toBeInTheDocument();
    expect(bench.getByRole('list', { name: 'Beneficios de Bench Player' })).toHaveTextContent('Balón exclusivo');
    expect(tiers.getAllByRole('button', { name: 'Elegir' })).toHaveLength(6);
    expect(tiers.getAllByText('POPULAR')).toHaveLength(2);
    expect(tiers.getByText(/Los precios están en dólares estadounidenses/)).toBeInTheDocument();
    expect(tiers.getByRole('link', { name: 'Mira quién está en el muro del gimnasio' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('speaks German, down to the included benefits and the upgrade button', () => {
    setPageLocale('/de/');
    renderRoute(<LandingScreen onSelectTier={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Werde Teil der D1 Gang' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Häufige Fragen' })).toBeInTheDocument();
    const mvp = within(screen.getByRole('article', { name: 'MVP' }));
    expect(mvp.getByText('100,00 $')).toBeInTheDocument();
    expect(mvp.getByText('Premium-Trikot mit deinem Namen auf dem Rücken')).toBeInTheDocument();
    expect(mvp.getAllByText('(aus den Stufen darunter enthalten)', { exact: false }).length).toBeGreaterThan(0);
    expectNoEnglish();
  });

  it("says a supporter's upgrade price and own tier in French", () => {
    setPageLocale('/fr/');
    const { unmount } = render(
      <TierCard tier={getTier('starter')} owned={getTier('rookie')} standingSumCents={1500} onSelect={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Passer au-dessus pour 15,00\u00a0$US' })).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade for/)).not.toBeInTheDocument();
    unmount();

    render(<TierCard tier={getTier('rookie')} owned={getTier('rookie')} standingSumCents={1500} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Palier actuel' })).toBeDisabled();
    expect(screen.getByText('VOTRE PALIER')).toBeInTheDocument();
    expect(screen.queryByText('Current Tier')).not.toBeInTheDocument();
  });
});
