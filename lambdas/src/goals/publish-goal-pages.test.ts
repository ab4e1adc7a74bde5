import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, type GetObjectCommandOutput, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GOAL_MESSAGES } from '@shared/goal-messages';
import { GOAL_SECTION_END, GOAL_SECTION_START, goalSectionHtml } from '@shared/goal-section';
import type { GoalFigures } from '@shared/goals';
import { mockClient } from 'aws-sdk-client-mock';
import { withTestTable } from '../../test/dynamo-table';
import { type GoalPagesTarget, publishGoalPages } from './publish-goal-pages';

withTestTable();

// The pages as the build writes them: the goal section with no figures, between its markers.
const built = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/boot-abc.js"></script></head>` +
  `<body><div id="root"><main><h2>Community goals</h2>${goalSectionHtml(null)}<p>After</p></main></div></body></html>`;

const FIGURES: GoalFigures = {
  raisedCents: 2_003_000,
  supporters: 412,
  goals: [
    { amountCents: 1_000_000, unlocks: 'Jersey <vote> & more', reached: true },
    { amountCents: 5_000_000, unlocks: '5v5 mode at launch', reached: false },
  ],
  next: { amountCents: 5_000_000, unlocks: '5v5 mode at launch', remainingCents: 2_997_000 },
};

let work: string;
let target: GoalPagesTarget;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'd1-goal-pages-'));
  writeFileSync(join(work, 'index.html'), built('Home'));
  writeFileSync(join(work, 'wall.html'), built('The Gym Wall'));
  target = { kind: 'folder', buildDir: work, folder: join(work, 'published') };
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(work, 'published', file), 'utf8');

describe('publishGoalPages to a folder', () => {
  it('replaces what is between the markers with the figures, and leaves the rest of each page as built', async () => {
    const { written } = await publishGoalPages(target, FIGURES);

    expect(written).toEqual(['index.html', 'wall.html']);
    for (const [file, title] of [
      ['index.html', 'Home'],
      ['wall.html', 'The Gym Wall'],
    ] as const) {
      const page = read(file);
      expect(page).toBe(built(title).replace(goalSectionHtml(null), goalSectionHtml(FIGURES)));
      expect(page.split(GOAL_SECTION_START)).toHaveLength(2);
      expect(page.split(GOAL_SECTION_END)).toHaveLength(2);
      expect(page).toContain(
        '<span data-testid="goal-raised" class="tabular font-display text-5xl text-primary">$20,030</span>',
      );
      expect(page).toContain('412 supporters');
      expect(page).toContain('Jersey &lt;vote&gt; &amp; more');
      expect(page).toContain('aria-valuenow="40"');
      expect(page).toContain('$29,970 to go.');
      expect(page).toContain('<script type="module" src="/assets/boot-abc.js"></script>');
    }
  });

  it("writes every language's landing page and wall, each in its own language", async () => {
    for (const folder of ['es', 'pt-br', 'fr', 'de']) {
      mkdirSync(join(work, folder));
      writeFileSync(join(work, folder, 'index.html'), built('Home'));
      writeFileSync(join(work, folder, 'wall.html'), built('The Gym Wall'));
    }

    const { written } = await publishGoalPages(target, FIGURES);

    expect([...written].sort()).toEqual(
      [
        'index.html',
        'wall.html',
        ...['es', 'pt-br', 'fr', 'de'].flatMap((l) => [`${l}/index.html`, `${l}/wall.html`]),
      ].sort(),
    );
    expect(read('es/index.html')).toBe(built('Home').replace(goalSectionHtml(null), goalSectionHtml(FIGURES, 'es')));
    expect(read('es/wall.html')).toContain('Faltan 29.970\u00a0US$.');
    expect(read('es/index.html')).not.toContain(' raised');
    expect(read('pt-br/index.html')).toContain('412 apoiadores');
    expect(read('fr/wall.html')).toContain('Prochain objectif');
    expect(read('de/index.html')).toContain('412 Unterstützer');
    expect(read('de/index.html')).toContain('Noch 29.970\u00a0$.');
    expect(read('index.html')).toContain('$29,970 to go.');
  });

  it('writes nothing when the figures are the ones published: the same state gives the same bytes', async () => {
    await publishGoalPages(target, FIGURES);
    const first = { page: read('index.html'), modified: statSync(join(work, 'published', 'index.html')).mtimeMs };

    const again = await publishGoalPages(target, { ...FIGURES });

    expect(again.written).toEqual([]);
    expect(read('index.html')).toBe(first.page);
    expect(statSync(join(work, 'published', 'index.html')).mtimeMs).toBe(first.modified);
  });

  it('shows the zero state before any purchase and, with no goals, the figures without a bar', async () => {
    await publishGoalPages(target);
    const zero = read('index.html');

    expect(zero).toContain('>$0</span> raised');
    expect(zero).toContain('0 supporters');
    expect(zero).toContain(GOAL_MESSAGES.noGoals);
    expect(zero).not.toContain('role="progressbar"');
  });
});

describe('publishGoalPages to the bucket', () => {
  const s3 = mockClient(S3Client);
  const bucket: GoalPagesTarget = { kind: 'bucket', bucket: 'site-bucket' };
  const stored = new Map<string, string>();
  beforeEach(() => {
    s3.reset();
    stored.clear();
    stored.set('index.html', built('Home'));
    stored.set('wall.html', built('The Gym Wall'));
    s3.on(GetObjectCommand).callsFake(async (input: { Key: string }) => {
      const body = stored.get(input.Key) ?? '';
      return { Body: { transformToString: async () => body } } as unknown as GetObjectCommandOutput;
    });
    s3.on(PutObjectCommand).callsFake(async (input: { Key: string; Body: string }) => {
      stored.set(input.Key, input.Body);
      return {};
    });
  });
  afterAll(() => {
    s3.restore();
  });

  it('writes both pages no-cache, as the deploy does, then nothing while the figures are unchanged', async () => {
    await publishGoalPages(bucket, FIGURES);
    await publishGoalPages(bucket, FIGURES);

    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({ Key: 'index.html', ContentType: 'text/html; charset=utf-8', CacheControl: 'no-cache' }),
      expect.objectContaining({ Key: 'wall.html', ContentType: 'text/html; charset=utf-8', CacheControl: 'no-cache' }),
    ]);
    expect(stored.get('index.html')).toContain('412 supporters');
  });
});
