/**
 * Draws the site's raster images from the brand (the ball mark, the dark arena, Bebas Neue)
 * with Chromium and writes them to frontend/public, where the build copies them: the share card for
 * link previews, the favicon set and the web manifest's icons. Run `npm run brand:images` after a brand
 * change and commit the PNGs; the build itself needs no browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { SHARE_IMAGE } from '../shared/site-pages';

const PUBLIC = join(import.meta.dirname, '..', 'frontend', 'public');
const require = createRequire(import.meta.url);
const FONT = readFileSync(require.resolve('@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2'));

const COLORS = {
  background: '#0A0A0F',
  surface: '#15151D',
  border: '#2A2A38',
  text: '#F5F5F7',
  muted: '#A1A1B0',
  primary: '#FF6B1A',
  accent: '#2DD4BF',
};

/** The ball mark (frontend/src/app/layouts/logo.tsx), `size` px wide. */
const ball = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="${COLORS.primary}"/><g fill="none" stroke="${COLORS.background}" stroke-width="1.6"><path d="M2 16h28M16 2v28"/><path d="M6.5 6.5c4 3.5 4 15.5 0 19M25.5 6.5c-4 3.5-4 15.5 0 19"/></g></svg>`;

const page = (width: number, height: number, body: string) => `<!doctype html><html><head><style>
@font-face { font-family: 'Bebas Neue'; src: url(data:font/woff2;base64,${FONT.toString('base64')}) format('woff2'); }
html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: ${COLORS.background}; }
body { display: flex; align-items: center; justify-content: center; font-family: system-ui, sans-serif; }
</style></head><body>${body}</body></html>`;

/** The link-preview card: the hero's headline on the court, the mark, what the store sells. */
const shareCard = page(
  SHARE_IMAGE.width,
  SHARE_IMAGE.height,
  `<svg style="position:absolute;inset:0" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><radialGradient id="glow" cx="0.75" cy="1" r="0.9"><stop offset="0" stop-color="${COLORS.primary}" stop-opacity="0.35"/><stop offset="1" stop-color="${COLORS.background}" stop-opacity="0"/></radialGradient></defs>
    <rect width="1200" height="630" fill="url(#glow)"/>
    <g fill="none" stroke="${COLORS.border}" stroke-width="4">
      <path d="M600 630a190 190 0 0 1 380 0"/><rect x="700" y="330" width="180" height="300"/><path d="M40 630V40h1120v590"/>
    </g>
  </svg>
  <div style="position:relative;display:flex;flex-direction:column;gap:24px;width:1040px">
    <div style="display:flex;align-items:center;gap:20px">${ball(88)}<span style="font-family:'Bebas Neue';font-size:64px;color:${COLORS.text}">D1 Gang</span></div>
    <div style="font-family:'Bebas Neue';font-size:168px;line-height:0.9;color:${COLORS.text}">JOIN THE <span style="color:${COLORS.primary}">D1 GANG</span></div>
    <div style="font-size:32px;color:${COLORS.muted}">Early supporter packages for a 3v3 and 5v5 basketball game</div>
    <div style="font-size:26px;font-weight:700;letter-spacing:0.2em;color:${COLORS.accent}">RELEASE ESTIMATED FOR 2027</div>
  </div>`,
);

/** An app icon: the mark on the arena background; `inset` leaves the safe zone a maskable icon needs. */
const icon = (size: number, inset: number) => page(size, size, ball(Math.round(size * (1 - 2 * inset))));

/** A .ico holding one PNG (every current browser reads PNG-in-ICO). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const shoot = async (html: string, width: number, height: number) => {
      const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await tab.setContent(html);
      await tab.evaluate('document.fonts.ready.then(() => true)');
      const png = await tab.screenshot({ type: 'png' });
      await tab.close();
      return png;
    };
    writeFileSync(join(PUBLIC, 'share.png'), await shoot(shareCard, SHARE_IMAGE.width, SHARE_IMAGE.height));
    writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await shoot(icon(180, 0.08), 180, 180));
    writeFileSync(join(PUBLIC, 'icon-192.png'), await shoot(icon(192, 0.04), 192, 192));
    writeFileSync(join(PUBLIC, 'icon-512.png'), await shoot(icon(512, 0.04), 512, 512));
    writeFileSync(join(PUBLIC, 'icon-maskable-512.png'), await shoot(icon(512, 0.2), 512, 512));
    writeFileSync(join(PUBLIC, 'favicon.ico'), icoFromPng(await shoot(icon(32, 0), 32, 32), 32));
  } finally {
    await browser.close();
  }
}

await main();
