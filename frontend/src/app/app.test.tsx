import { render, screen } from '@testing-library/react';
import { App } from './app';

describe('App', () => {
  it('shows the hero headline', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Join the D1 Gang' })).toBeInTheDocument();
  });
});
