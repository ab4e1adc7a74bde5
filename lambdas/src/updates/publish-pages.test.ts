import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetObjectCommand, type GetObjectCommandOutput, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPDATE_MESSAGES } from '@shared/updates';
import { mockClient } from 'aws-sdk-client-mock';
import { withTestTable } from '../../test/dynamo-table';
import { seedSentUpdate } from '../../test/sent-updates';
import { type PublishTarget, publishUpdatePages } from './publish-pages';

const table = withTestTable();
const ORIGIN = 'https://d1gang.example';
const SHELL = [
  '<!doctype html><html><head>',
  '    <meta charset="UTF-8" />',
  '    <title>D1 Gang | Early Supporter Packages</title>',
  '    <meta name="description" content="Home." />',
  '    <meta property="og:title" content="D1 Gang | Early Supporter Packages" />',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '  </head><body><div id="root"></div></body></html>',
].join('\n');

let work: string;
let target: PublishTarget;
beforeEach(async () => {
  await table.clear();
  work = mkdtempSync(join(tmpdir(), 'd1-updates-'));
  writeFileSync(join(work, 'app.html'), SHELL);
  target = { kind: 'folder', folder: join(work, 'published'), shellFile: join(work, 'app.html'), origin: ORIGIN };
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

async function seedThree() {
  await seedSentUpdate({
    id: 'upd-1',
    slug: 'first-court',
    subject: 'The first court',
    bodyMarkdown: 'We drew the **first** court & its hoops.',
    sentAt: '2026-02-01T10:00:00.000Z',
  });
  await seedSentUpdate({
    id: 'upd-2',
    slug: 'locker-room-talk',
    subject: 'Locker room talk',
    bodyMarkdown: 'Only for the gang: the jersey colours.',
    sentAt: '2026-02-08T10:00:00.000Z',
    supportersOnly: true,
  });
  await seedSentUpdate({
    id: 'upd-3',
    slug: 'five-on-five',
    subject: 'Five on five',
    bodyMarkdown: 'Full-court games run at 60 fps.',
    sentAt: '2026-02-15T10:00:00.000Z',
  });
}

const read = (file: string) => readFileSync(join(work, 'published', file), 'utf8');

describe('publishUpdatePages to a folder', () => {
  it("writes each public update's page with its title, description, canonical URL, share tags and text, in the SPA shell", async () => {
    await seedThree();

    await publishUpdatePages(target);

    const page = read('updates/first-court.html');
    expect(page).toContain('<title>The first court | D1 Gang</title>');
    expect(page).toContain('<meta name="description" content="We drew the first court &amp; its hoops." />');
    expect(page).toContain('<link rel="canonical" href="https://d1gang.example/updates/first-court" />');
    expect(page).toContain('<meta property="og:title" content="The first court | D1 Gang" />');
    expect(page).toContain('<meta property="og:description" content="We drew the first court &amp; its hoops." />');
    expect(page).toContain('<meta property="og:url" content="https://d1gang.example/updates/first-court" />');
    expect(page).toContain('<meta property="og:image" content="https://d1gang.example/share.png" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<meta name="twitter:title" content="The first court | D1 Gang" />');
    expect(page).toContain('<h1>The first court</h1>');
    expect(page).toContain('<time datetime="2026-02-01T10:00:00.000Z">February 1, 2026</time>');
    expect(page).toContain('<p>We drew the <strong>first</strong> court &amp; its hoops.</p>');
    expect(page).toContain('<div id="root" data-published>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page).not.toContain('Early Supporter Packages');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/og:title/g)).toHaveLength(1);
  });

  it('gives a supporters-only update none of its text: its path serves the plain shell, kept out of the index', async () => {
    await seedThree();

    await publishUpdatePages(target);

    const page = read('updates/locker-room-talk.html');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('canonical');
    for (const file of [
      'updates.html',
      'sitemap-updates.xml',
      ...readdirSync(join(work, 'published', 'updates')).map((name) => `updates/${name}`),
    ]) {
      const text = read(file);
      expect({ file, leaks: /Locker room|jersey colours/.test(text) }).toEqual({ file, leaks: false });
    }
    expect(read('sitemap-updates.xml')).not.toContain('locker-room-talk');
    expect(read('updates.html')).not.toContain('locker-room-talk');
  });

  it('writes the list newest first with its own head, and the sitemap of the public pages', async () => {
    await seedThree();

    await publishUpdatePages(target);

    const list = read('updates.html');
    expect(list).toContain('<title>Development Updates | D1 Gang</title>');
    expect(list).toContain('<link rel="canonical" href="https://d1gang.example/updates" />');
    expect(list).toContain('<meta property="og:url" content="https://d1gang.example/updates" />');
    expect(list.indexOf('Five on five')).toBeGreaterThan(0);
    expect(list.indexOf('Five on five')).toBeLessThan(list.indexOf('The first court'));
    expect(list).toContain('<a href="/updates/five-on-five">Five on five</a>');
    expect(list).toContain('<p>Full-court games run at 60 fps.</p>');
    expect(read('sitemap-updates.xml')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://d1gang.example/updates</loc></url>',
        '  <url><loc>https://d1gang.example/updates/five-on-five</loc><lastmod>2026-02-15T10:00:00.000Z</lastmod></url>',
        '  <url><loc>https://d1gang.example/updates/first-court</loc><lastmod>2026-02-01T10:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes the empty list before anything was sent', async () => {
    await publishUpdatePages(target);

    expect(read('updates.html')).toContain(`<p>${UPDATE_MESSAGES.noUpdates}</p>`);
    expect(read('sitemap-updates.xml')).toContain('<loc>https://d1gang.example/updates</loc>');
  });

  // String.replace reads $' $` $& $1 and $<name> in a replacement string as patterns: an update's text
  // must reach the page as text, whatever it holds. Each pattern as written, as the head's escaping
  // writes it, and as Markdown's escaping writes it in the body.
  it.each([
    ["$'", '$&#39;', "$'"],
    ['$`', '$`', '$`'],
    ['$&', '$&amp;', '$&amp;'],
    ['$1', '$1', '$1'],
    ['$<name>', '$&lt;name&gt;', '$&lt;name&gt;'],
  ])(
    'writes a subject and first paragraph holding %s as text, in one head and with one app script',
    async (pattern, inHead, inBody) => {
      await seedSentUpdate({
        id: 'upd-1',
        slug: 'pattern-day',
        subject: `${pattern}"Court" & <Day> ${pattern}'s`,
        bodyMarkdown: `${pattern}"Court" & <Day>\n\nMore soon.`,
        sentAt: '2026-02-01T10:00:00.000Z',
      });

      await publishUpdatePages(target);

      const title = `${inHead}&quot;Court&quot; &amp; &lt;Day&gt; ${inHead}&#39;s`;
      const description = `${inHead}&quot;Court&quot; &amp; &lt;Day&gt; More soon.`;
      for (const file of ['updates/pattern-day.html', 'updates.html']) {
        const page = read(file);
        expect({ file, heads: page.split('</head>').length - 1, scripts: page.split('<script').length - 1 }).toEqual({
          file,
          heads: 1,
          scripts: 1,
        });
      }
      const page = read('updates/pattern-day.html');
      expect(page).toContain(`<title>${title} | D1 Gang</title>`);
      expect(page).toContain(`<meta name="description" content="${description}" />`);
      expect(page).toContain(`<meta property="og:title" content="${title} | D1 Gang" />`);
      expect(page).toContain(`<h1>${title}</h1>`);
      expect(page).toContain(`<p>${inBody}&quot;Court&quot; &amp; &lt;Day&gt;</p>`);
      expect(read('updates.html')).toContain(`<a href="/updates/pattern-day">${title}</a>`);
    },
  );

  it('writes the same bytes when the same state is published twice', async () => {
    await seedThree();
    await publishUpdatePages(target);
    const first = ['updates.html', 'sitemap-updates.xml', 'updates/first-court.html'].map(read);

    await publishUpdatePages(target);

    expect(['updates.html', 'sitemap-updates.xml', 'updates/first-court.html'].map(read)).toEqual(first);
  });
});

describe('publishUpdatePages to the site bucket', () => {
  const s3 = mockClient(S3Client);
  const cloudFront = mockClient(CloudFrontClient);
  afterEach(() => {
    s3.reset();
    cloudFront.reset();
  });

  it("reads the bucket's shell, writes each file with its type and no-cache, then invalidates the updates' paths", async () => {
    await seedThree();
    // What the SDK's stream offers the reader: the object's text.
    const Body = { transformToString: async () => SHELL } as GetObjectCommandOutput['Body'];
    s3.on(GetObjectCommand, { Bucket: 'site-bucket', Key: 'app.html' }).resolves({ Body });
    s3.on(PutObjectCommand).resolves({});
    cloudFront.on(CreateInvalidationCommand).resolves({});

    await publishUpdatePages({ kind: 'bucket', bucket: 'site-bucket', distributionId: 'E123', origin: ORIGIN });

    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts.map((input) => [input.Key, input.ContentType, input.CacheControl])).toEqual([
      ['updates.html', 'text/html; charset=utf-8', 'no-cache'],
      ['updates/five-on-five.html', 'text/html; charset=utf-8', 'no-cache'],
      ['updates/locker-room-talk.html', 'text/html; charset=utf-8', 'no-cache'],
      ['updates/first-court.html', 'text/html; charset=utf-8', 'no-cache'],
      ['sitemap-updates.xml', 'application/xml; charset=utf-8', 'no-cache'],
    ]);
    expect(puts.every((input) => input.Bucket === 'site-bucket')).toBe(true);
    expect(String(puts[0]?.Body)).toContain('Five on five');
    const invalidations = cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input);
    expect(invalidations).toHaveLength(1);
    expect(invalidations[0]?.DistributionId).toBe('E123');
    expect(invalidations[0]?.InvalidationBatch?.Paths).toEqual({
      Quantity: 2,
      Items: ['/updates*', '/sitemap-updates.xml'],
    });
  });
});
