import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { PaymentCancelScreen } from './payment-cancel-screen';

describe('/payment-cancel', () => {
  it('says no charges were made and links to the dashboard and home', () => {
    renderRoute(<PaymentCancelScreen />, { at: '/payment-cancel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/No charges were made/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
