// @vitest-environment node
import { authPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/payment-success?session_id=cs_test_1',
    '/dashboard',
    '/tickets',
    '/admin/users/user-a?page=2',
    '/tier-submission',
  ])('keeps the same-origin path and query %j', (next) => {
    expect(safeReturnPath(next)).toBe(next);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    'http://localhost:5173/dashboard',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /dashboard',
    '/auth?next=/dashboard',
    `/${'a'.repeat(2001)}`,
  ])('falls back to /dashboard for %j', (next) => {
    expect(safeReturnPath(next)).toBe('/dashboard');
  });

  it('drops the fragment: only the path and query come back', () => {
    expect(safeReturnPath('/profile?tab=a#security')).toBe('/profile?tab=a');
  });
});

describe('authPathReturningTo', () => {
  it('puts the path and query in ?next=, which safeReturnPath gives back unchanged', () => {
    const to = authPathReturningTo({ pathname: '/payment-success', search: '?session_id=cs_test_1' });
    expect(to).toBe('/auth?next=%2Fpayment-success%3Fsession_id%3Dcs_test_1');
    expect(safeReturnPath(new URLSearchParams(to.split('?')[1]).get('next'))).toBe(
      '/payment-success?session_id=cs_test_1',
    );
  });
});
