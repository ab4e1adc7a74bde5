// @vitest-environment node
import { Script } from 'node:vm';
import { LOCALES } from '../../shared/locales';
import { PRERENDERED_PAGES } from '../../shared/site-pages';
import { STORED_SESSION_ATTRIBUTE } from '../src/lib/auth/stored-session';
import { LOCALE_CHOICE_ATTRIBUTE, LOCALE_CHOICE_KEY } from '../src/lib/locale-choice';
import { bootModuleSource, PAGE_FILL_ATTRIBUTE, START_WHEN_USED_ATTRIBUTE } from './boot-module';
import { robotsTxt, sitemapXml, webManifest } from './crawler-files';
import { inlineFavicon, prioritiseFirstPaint } from './page-head';

const ORIGIN = 'https://d1gang.example';
describe('crawler files', () => {
  it("robots.txt allows the public pages, keeps crawlers out of account screens and names both sitemaps (the build's and the updates')", () => {
    const robots = robotsTxt(ORIGIN);

    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain(
      '\nSitemap: https://d1gang.example/sitemap.xml\nSitemap: https://d1gang.example/sitemap-updates.xml\n',
    );
  });

  it('sitemap.xml lists every prerendered page crawlers may read by its URL, and not the sign-in form', () => {
    const sitemap = sitemapXml(ORIGIN);
    const indexed = PRERENDERED_PAGES.filter((page) => page.indexed !== false);

    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    for (const page of indexed) expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    expect(sitemap.match(/<url>/g)).toHaveLength(indexed.length * LOCALES.length);
    expect(indexed.length).toBe(PRERENDERED_PAGES.length - 1);
    expect(sitemap).not.toContain('/auth');
  });

  it('sitemap.xml lists each page in every language, each naming all of them and the default', () => {
    const sitemap = sitemapXml(ORIGIN);
    const contact = sitemap.split('<url>').filter((entry) => entry.includes('/contact</loc>'));

    expect(contact.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])).toEqual([
      `${ORIGIN}/contact`,
      `${ORIGIN}/es/contact`,
      `${ORIGIN}/pt-br/contact`,
      `${ORIGIN}/fr/contact`,
      `${ORIGIN}/de/contact`,
    ]);
    for (const entry of contact) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${ORIGIN}/pt-br/contact"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/contact"/>`);
    }
    expect(sitemap).toContain(`<loc>${ORIGIN}/es/</loc>`);
  });

  it('robots.txt keeps crawlers out of the account screens in every language', () => {
    const robots = robotsTxt(ORIGIN);

    expect(robots).toContain('Disallow: /es/dashboard\n');
    expect(robots).toContain('Disallow: /pt-br/admin\n');
  });

  it('the web manifest names the store in the brand colours with 192 and 512 px icons', () => {
    const manifest = JSON.parse(webManifest());

    expect(manifest).toMatchObject({
      short_name: 'D1 Gang',
      start_url: '/',
      display: 'standalone',
      background_color: '#0A0A0F',
      theme_color: '#0A0A0F',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});

describe('first paint', () => {
  const built = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  ].join('\n');

  it("gives a prerendered page the boot module in place of the app's entry and its preloads", () => {
    const html = prioritiseFirstPaint(built, [], '/assets/boot-1.js');

    expect(html).toBe(
      [
        '<head>',
        '    <script type="module" fetchpriority="low" crossorigin src="/assets/boot-1.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      ].join('\n'),
    );
  });

  it('preloads the headline font before the stylesheet', () => {
    const html = prioritiseFirstPaint(built, ['/assets/bebas-1.woff2'], '/assets/boot-1.js');

    expect(html).toContain(
      '<link rel="preload" href="/assets/bebas-1.woff2" as="font" type="font/woff2" crossorigin />\n    <link rel="stylesheet"',
    );
  });

  it('refuses a page without an entry script', () => {
    expect(() => prioritiseFirstPaint('<head></head>', [], '/assets/boot-1.js')).toThrow(/entry/);
  });
});

describe('favicon', () => {
  const head =
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />\n<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

  it('writes the SVG favicon into the page as a data URL, leaving the ICO for browsers without SVG icons', () => {
    const html = inlineFavicon(head, '<svg xmlns="http://www.w3.org/2000/svg"><circle fill="#FF6B1A"/></svg>\n');

    expect(html).toBe(
      '<link rel="icon" href="/favicon.ico" sizes="32x32" />\n' +
        `<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3Ccircle%20fill='%23FF6B1A'/%3E%3C/svg%3E" type="image/svg+xml" />`,
    );
  });

  it('refuses a page without the SVG favicon link', () => {
    expect(() => inlineFavicon('<head></head>', '<svg/>')).toThrow(/favicon/);
  });
});

describe('boot module', () => {
  const source = bootModuleSource({
    entry: '/assets/index-1.js',
    preloads: ['/assets/react-1.js'],
    tracking: '/assets/tracking-1.js',
    fills: { wall: '/assets/wall-fill-1.js' },
  });

  it('names the built files and parses as a script', () => {
    expect(source).toContain('const entry = "/assets/index-1.js";');
    expect(source).toContain('const preloads = ["/assets/react-1.js"];');
    expect(source).toContain('const tracking = "/assets/tracking-1.js";');
    expect(source).toContain('const fills = {"wall":"/assets/wall-fill-1.js"};');
    expect(() => new Script(source)).not.toThrow();
  });

  it('acts once the first contentful paint is reported: tracking in a task of its own, then the app unless it waits for use', () => {
    expect(source).toContain('getEntriesByName("first-contentful-paint")');
    expect(source).toContain('setTimeout(() => import(tracking));');
    expect(source).toContain('if (!whenUsed || used) start();');
    expect(source).toContain('import(entry)');
  });

  it('starts the app when used on a page whose root asks for it, unless a session is stored or the address has a query', () => {
    expect(source).toContain(`hasAttribute(${JSON.stringify(START_WHEN_USED_ATTRIBUTE)})`);
    expect(source).toContain('location.search === ""');
    expect(source).toContain('!storedSession');
    expect(source).toContain(`setAttribute(${JSON.stringify(STORED_SESSION_ATTRIBUTE)}, "")`);
  });

  it("imports the fill script the page's root names after the paint, and starts the app when it wrote nothing", () => {
    expect(source).toContain(`fills[root?.getAttribute(${JSON.stringify(PAGE_FILL_ATTRIBUTE)})]`);
    expect(source).toMatch(
      /import\(fill\)\.then\(\s*\(module\) => module\.filled\.then\(\(wrote\) => wrote \|\| start\(\)\),\s*start,/,
    );
  });

  it('remembers a language chosen from a link before the app runs, and lets the link load it', () => {
    expect(source).toContain(`closest("a[${LOCALE_CHOICE_ATTRIBUTE}]")`);
    expect(source).toContain(`localStorage.setItem(${JSON.stringify(LOCALE_CHOICE_KEY)}`);
  });
});
