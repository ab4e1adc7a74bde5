import { contentSecurityPolicy } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  test('without a pixel: the site (and its /api), Cognito and the video frame, nothing else', () => {
    const csp = contentSecurityPolicy({ region: 'eu-west-1', pixel: false });

    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com",
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    expect(csp).not.toContain('facebook');
    expect(csp).not.toContain('execute-api');
  });

  test("with a pixel: Meta's script host and beacon host are added where the pixel uses them", () => {
    const csp = contentSecurityPolicy({ region: 'us-east-1', pixel: true });

    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
    expect(csp).toContain("img-src 'self' data: https://www.facebook.com;");
    expect(csp).toContain(
      "connect-src 'self' https://cognito-idp.us-east-1.amazonaws.com https://connect.facebook.net https://www.facebook.com;",
    );
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
