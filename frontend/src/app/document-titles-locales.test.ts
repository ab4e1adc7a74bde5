import { setPageLocale } from '@/lib/locale';
import { documentTitleFor } from './document-titles';

afterEach(() => setPageLocale('/'));

describe('document titles in other languages', () => {
  it("names a supporter's screens in the page's language, and keeps the admin panel in English", () => {
    setPageLocale('/es/dashboard');
    expect(documentTitleFor('/dashboard')).toBe('Panel | D1 Gang');
    expect(documentTitleFor('/gift')).toBe('Regalar un paquete | D1 Gang');
    expect(documentTitleFor('/auth', '?mode=signup')).toBe('Crear cuenta | D1 Gang');
    expect(documentTitleFor('/admin/users')).toBe('Users | Admin Panel | D1 Gang');

    setPageLocale('/de/tickets');
    expect(documentTitleFor('/tickets')).toBe('Meine Tickets | D1 Gang');
    expect(documentTitleFor('/auth', '?mode=reset')).toBe('Passwort zurücksetzen | D1 Gang');
  });

  it('keeps the English titles on an English page', () => {
    expect(documentTitleFor('/dashboard')).toBe('Dashboard | D1 Gang');
    expect(documentTitleFor('/payment-cancel')).toBe('Payment Cancelled | D1 Gang');
  });
});
