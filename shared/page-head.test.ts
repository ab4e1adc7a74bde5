import { escapeHtml, fillTemplate, pageHeadTags } from './page-head';

const ORIGIN = 'https://d1gang.example';
const TEMPLATE = [
  '<html><head>',
  '<meta name="description" content="generic" />',
  '<title>Generic</title>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('page head', () => {
  it('gives a page its title, description, canonical URL, Open Graph and Twitter card', () => {
    const tags = pageHeadTags(
      { title: 'Terms | D1 Gang', description: 'What you buy.', url: `${ORIGIN}/terms` },
      ORIGIN,
    );

    expect(tags).toContain('<title>Terms | D1 Gang</title>');
    expect(tags).toContain('<meta name="description" content="What you buy." />');
    expect(tags).toContain('<link rel="canonical" href="https://d1gang.example/terms" />');
    expect(tags).toContain('<meta property="og:title" content="Terms | D1 Gang" />');
    expect(tags).toContain('<meta property="og:url" content="https://d1gang.example/terms" />');
    expect(tags).toContain('<meta property="og:image" content="https://d1gang.example/share.png" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta name="twitter:image" content="https://d1gang.example/share.png" />');
    expect(tags).not.toContain('noindex');
  });

  it('keeps pages without a URL (404, the SPA shell) out of the index', () => {
    const tags = pageHeadTags({ title: 'Page not found', description: 'Gone.' }, ORIGIN);

    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s</b>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;');
  });

  it("puts the page's tags in the head, replacing the generic ones, and its HTML in the root", () => {
    const html = fillTemplate(TEMPLATE, '<title>Mine</title>', '<h1>$& Hello</h1>');

    expect(html).not.toContain('Generic');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<title>Mine</title>\n  </head>');
    expect(html).toContain('<div id="root"><h1>$& Hello</h1></div>');
  });

  it('replaces every tag of a page made before (the SPA shell), keeping one set', () => {
    const shell = fillTemplate(
      TEMPLATE,
      pageHeadTags({ title: 'Home | D1 Gang', description: 'Home.', url: `${ORIGIN}/` }, ORIGIN),
      '',
    );

    const html = fillTemplate(
      shell,
      pageHeadTags({ title: 'News | D1 Gang', description: 'News.' }, ORIGIN),
      '<p>x</p>',
    );

    expect(html).not.toContain('Home');
    expect(html).not.toContain('canonical');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/og:image"/g)).toHaveLength(1);
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('refuses a template without an empty root', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', '', '')).toThrow(/root/);
  });
});
