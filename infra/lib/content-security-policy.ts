/** Where the Meta pixel loads its script from and sends its beacons to. */
const META_PIXEL_ORIGINS = {
  script: 'https://connect.facebook.net',
  beacon: 'https://www.facebook.com',
};

/** The hosted video player's frame origin (privacy-enhanced mode). */
const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

export interface ContentSecurityPolicyInput {
  /** Region of the user pool: the SPA talks to `https://cognito-idp.<region>.amazonaws.com`. */
  region: string;
  /** The Meta pixel's hosts are listed only when a pixel id is configured. */
  pixel: boolean;
}

/**
 * The site's CSP: exactly the origins the SPA talks to. Scripts come only from the site (and the
 * pixel's host); styles also allow inline `<style>` because the toast library injects one at run
 * time. No one may frame the site.
 */
export function contentSecurityPolicy({ region, pixel }: ContentSecurityPolicyInput): string {
  const cognito = `https://cognito-idp.${region}.amazonaws.com`;
  const pixelScript = pixel ? [META_PIXEL_ORIGINS.script] : [];
  const pixelBeacon = pixel ? [META_PIXEL_ORIGINS.beacon] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...pixelScript]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...pixelBeacon]],
    ['font-src', ["'self'", 'data:']],
    // The API is on the site's own origin under /api.
    ['connect-src', ["'self'", cognito, ...pixelScript, ...pixelBeacon]],
    ['frame-src', [VIDEO_FRAME_ORIGIN]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
