/**
 * Publishes the community goals' figures into the prerendered landing page and gym wall of every language, so the HTML a
 * visitor (or a crawler) gets carries figures a few minutes old at most, with no rebuild: it takes the
 * pages as built, replaces what is between their goal section's markers (shared/goal-section.ts) and
 * writes them into a folder (the local stack's) or the site bucket, from which CloudFront serves them
 * within a second (they are uploaded no-cache, as the deploy uploads every page). It writes only a page whose bytes change: the same figures published twice write nothing.
 * Run every five minutes, after each deploy of the site's pages, and after each goal change.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ENV } from '@shared/contract/lambda-env';
import { withGoalFigures } from '@shared/goal-section';
import type { GoalFigures } from '@shared/goals';
import { splitLocalePath } from '@shared/locales';
import { GOAL_PAGE_FILES } from '@shared/site-pages';
import { readGoalFigures } from '../data/goals';
import { optionalEnv, requireEnv } from '../lib/env';

/**
 * Where the pages go: a folder beside the build (the local stack's published pages, read from the
 * build each time), or the site bucket (the pages read from the bucket).
 */
export type GoalPagesTarget = { kind: 'folder'; buildDir: string; folder: string } | { kind: 'bucket'; bucket: string };

const s3 = new S3Client({});

/** A page as built (or as last published: only its goal section differs) and as it is now where it is served. */
interface PageVersions {
  source: string;
  current: string | null;
}

async function readIfThere(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Null when there is no build to publish into (the local stack serving Vite's dev server). */
async function folderPage(
  target: Extract<GoalPagesTarget, { kind: 'folder' }>,
  file: string,
): Promise<PageVersions | null> {
  const source = await readIfThere(join(target.buildDir, file));
  return source === null ? null : { source, current: await readIfThere(join(target.folder, file)) };
}

async function bucketPage(target: Extract<GoalPagesTarget, { kind: 'bucket' }>, file: string): Promise<PageVersions> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: file }));
  if (!Body) throw new Error(`The site bucket has no ${file}`);
  const page = await Body.transformToString();
  return { source: page, current: page };
}

async function writePages(target: GoalPagesTarget, pages: { file: string; body: string }[]): Promise<void> {
  if (target.kind === 'folder') {
    for (const { file, body } of pages) {
      const path = join(target.folder, file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    }
    return;
  }
  for (const { file, body } of pages) {
    await s3.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: file,
        Body: body,
        ContentType: 'text/html; charset=utf-8',
        // As the deploy uploads the pages. CloudFront's pages behaviour (Managed-CachingOptimized, minimum
        // TTL 1 s) keeps a no-cache page one second, so the new figures are served within a second with no
        // invalidation: one every five minutes would cost $0.005 a path once past the month's free 1,000.
        CacheControl: 'no-cache',
      }),
    );
  }
}

/**
 * Writes every language's landing page and wall with these figures (the table's by default); answers the
 * files written.
 */
export async function publishGoalPages(target: GoalPagesTarget, figures?: GoalFigures): Promise<{ written: string[] }> {
  const shown = figures ?? (await readGoalFigures());
  const changed: { file: string; body: string }[] = [];
  for (const file of GOAL_PAGE_FILES) {
    const page = target.kind === 'folder' ? await folderPage(target, file) : await bucketPage(target, file);
    if (!page) continue;
    // Each page in its own language: es/index.html is the Spanish landing page.
    const body = withGoalFigures(page.source, shown, splitLocalePath(`/${file}`).locale);
    if (body !== page.current) changed.push({ file, body });
  }
  if (changed.length > 0) await writePages(target, changed);
  return { written: changed.map(({ file }) => file) };
}

/**
 * The target the settings name: the local stack's published-pages folder when it is set (with the
 * build beside the SPA shell), else the site bucket.
 */
export function goalPagesTargetFromSettings(): GoalPagesTarget {
  const folder = optionalEnv(ENV.updatePagesDir);
  if (folder) return { kind: 'folder', folder, buildDir: dirname(requireEnv(ENV.siteShellFile)) };
  return { kind: 'bucket', bucket: requireEnv(ENV.siteBucket) };
}
