import { routePath } from './contract';

describe('routePath', () => {
  it('is the path of a route without parameters', () => {
    expect(routePath('PUT /me/tier-submission')).toBe('/me/tier-submission');
  });

  it('fills in and encodes path parameters', () => {
    expect(routePath('GET /admin/users/{userId}', { userId: 'user 1/x' })).toBe('/admin/users/user%201%2Fx');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => routePath('PATCH /admin/contacts/{id}', {})).toThrow(
      'PATCH /admin/contacts/{id}: missing path parameter id',
    );
  });
});
