import type { MeResponse, TierSubmission } from '@shared/api/types/account';
import { getTier, type TierId } from '@shared/tiers';
import { screen, within } from '@testing-library/react';
import { setPageLocale } from '@/lib/locale';
import { apiFailure, mockApi, noAnswer } from '@/test/api-server';
import { renderRoute, signedInAs } from '@/test/render';
import { DashboardScreen } from './dashboard-screen';

const starterSetup: TierSubmission = {
  tierId: 'starter',
  tierName: 'Starter',
  nickname: 'Hooper',
  jerseyBackName: null,
  submittedAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

function me(tierId: TierId | null): MeResponse {
  return {
    profile: { userId: 'user-a', email: 'fan@example.com', createdAt: '2026-11-21T12:00:00.000Z' },
    tierId,
    submission: null,
    purchaseCount: tierId ? 1 : 0,
    standingSumCents: tierId ? getTier(tierId).priceCents : 0,
  };
}

function renderDashboard() {
  renderRoute(
    <DashboardScreen onSelectTier={vi.fn()} checkingOut={false} creatorCodePanel={null} creatorCode={null} />,
    { at: '/dashboard', auth: signedInAs() },
  );
}

function expectNoEnglish(...english: string[]) {
  for (const text of english) expect(screen.queryByText(text)).not.toBeInTheDocument();
}

afterEach(() => setPageLocale('/'));

describe('/dashboard in Spanish', () => {
  it("names an owner's shortcuts, the setup still asked, the tier and the upgrades in Spanish", async () => {
    setPageLocale('/es/dashboard');
    mockApi({ 'GET /me': () => me('starter') });
    renderDashboard();

    const tierInfo = await screen.findByRole('link', { name: /Datos de mi nivel/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByText('Sesión iniciada como fan@example.com')).toBeInTheDocument();
    expect(tierInfo).toHaveTextContent('Completa la configuración');
    expect(within(tierInfo).getByText('Configuración pendiente')).toBeInTheDocument();
    expect(screen.getByText('Configuración pendiente:').parentElement).toHaveTextContent(
      'Configuración pendiente: añade tu apodo para que preparemos tus recompensas de Starter.',
    );
    expect(screen.getByRole('link', { name: /Mi perfil/ })).toHaveTextContent('Datos de la cuenta');
    expect(screen.getByRole('link', { name: /Mis tickets/ })).toHaveTextContent('Solicitudes de soporte');
    expect(screen.getByRole('link', { name: /Mejorar nivel/ })).toHaveAttribute('href', '#upgrade');
    expect(screen.getByRole('link', { name: /Regalar un paquete/ })).toHaveTextContent('Compra un nivel para un amigo');

    const current = within(screen.getByRole('region', { name: 'Starter' }));
    expect(current.getByText('Tu nivel actual')).toBeInTheDocument();
    expect(current.getByText('TU NIVEL')).toBeInTheDocument();
    expect(current.getByText(/Valor/)).toBeInTheDocument();
    expect(current.getByRole('list', { name: 'Beneficios de Starter' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mejora tu nivel' })).toBeInTheDocument();

    expectNoEnglish('Dashboard', 'My Tier Info', 'Complete setup', 'Setup Required', 'Setup required:');
    expectNoEnglish('My Profile', 'Account details', 'Support requests', 'Upgrade Tier', 'Gift a Package');
    expectNoEnglish('Buy a tier for a friend', 'Your current tier', 'YOUR TIER', 'Upgrade your tier');
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it('says the dashboard is loading in Spanish', () => {
    setPageLocale('/es/dashboard');
    mockApi({ 'GET /me': noAnswer });
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu panel...');
    expectNoEnglish('Loading your dashboard...');
  });
});

describe('/dashboard in French', () => {
  it('offers the tiers to an account without one in French', async () => {
    setPageLocale('/fr/dashboard');
    mockApi({ 'GET /me': () => me(null) });
    renderDashboard();

    expect(await screen.findByRole('link', { name: /Acheter un palier/ })).toHaveTextContent(
      'Choisissez votre pack D1 Gang',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Choisissez votre palier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mon profil/ })).toHaveTextContent('Détails du compte');
    expect(screen.getByRole('link', { name: /Mes tickets/ })).toHaveTextContent('Demandes de support');
    expectNoEnglish('Purchase a Tier', 'Pick your D1 Gang package', 'Choose your tier', 'My Profile', 'My Tickets');
  });

  it('says the account could not be read in French', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPageLocale('/fr/dashboard');
    mockApi({ 'GET /me': () => apiFailure(500, 'Internal server error') });
    renderDashboard();

    expect(await screen.findByText('Impossible de charger votre palier pour le moment.')).toBeInTheDocument();
    expectNoEnglish('We could not load your tier right now.', 'Dashboard');
    logged.mockRestore();
  });
});

describe('/dashboard in German', () => {
  it('asks an MVP upgraded from a set-up Starter for the jersey name in German', async () => {
    setPageLocale('/de/dashboard');
    mockApi({ 'GET /me': () => ({ ...me('mvp'), earlierSubmission: starterSetup }) });
    renderDashboard();

    expect(await screen.findByRole('link', { name: /Meine Stufen-Angaben/ })).toHaveTextContent(
      'Einrichtung abschließen',
    );
    expect(screen.getByText('Einrichtung nötig:').parentElement).toHaveTextContent(
      'Einrichtung nötig: Gib deinen Trikotnamen an, damit wir deine Belohnungen für MVP vorbereiten können.',
    );
    expect(screen.getByText('DEINE STUFE')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Stufe upgraden/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/add your jersey name/)).not.toBeInTheDocument();
  });
});
