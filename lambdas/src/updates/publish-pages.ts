/**
 * Publishes the /updates pages (shared/update-pages.ts) from the sent updates in the table, so a
 * link preview shows an update as soon as it is sent, with no rebuild: into a folder (the local
 * stack's) or into the site bucket, whose CloudFront copies of them are then dropped. The same state
 * published twice writes the same bytes.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ENV } from '@shared/contract/lambda-env';
import { SPA_SHELL_FILE, UPDATES_SITEMAP_FILE } from '@shared/site-pages';
import { type SiteFile, updatePagesFiles } from '@shared/update-pages';
import { ulid } from 'ulid';
import { listPublishedUpdates } from '../data/published-updates';
import { optionalEnv, requireEnv } from '../lib/env';

/** Where the pages go; `origin` is the site's public origin, for canonical URLs and share cards. */
export type PublishTarget =
  | { kind: 'folder'; folder: string; shellFile: string; origin: string }
  | { kind: 'bucket'; bucket: string; distributionId: string; origin: string };

/** What CloudFront must forget once the files changed: the list, every update's page, the sitemap. */
const PUBLISHED_PATHS = ['/updates*', `/${UPDATES_SITEMAP_FILE}`];

const s3 = new S3Client({});
const cloudFront = new CloudFrontClient({});

async function publishToFolder(target: Extract<PublishTarget, { kind: 'folder' }>, files: SiteFile[]) {
  for (const { file, body } of files) {
    const path = join(target.folder, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }
}

async function bucketShell(bucket: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: SPA_SHELL_FILE }));
  if (!Body) throw new Error(`The site bucket has no ${SPA_SHELL_FILE}`);
  return Body.transformToString();
}

async function publishToBucket(target: Extract<PublishTarget, { kind: 'bucket' }>, files: SiteFile[]) {
  for (const { file, body, contentType } of files) {
    await s3.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: file,
        Body: body,
        ContentType: contentType,
        CacheControl: 'no-cache',
      }),
    );
  }
  await cloudFront.send(
    new CreateInvalidationCommand({
      DistributionId: target.distributionId,
      InvalidationBatch: {
        CallerReference: `updates-${ulid()}`,
        Paths: { Quantity: PUBLISHED_PATHS.length, Items: PUBLISHED_PATHS },
      },
    }),
  );
}

/** Writes the list, each sent update's page and the sitemap, from the table as it is now. */
export async function publishUpdatePages(target: PublishTarget): Promise<void> {
  const shell = target.kind === 'folder' ? await readFile(target.shellFile, 'utf8') : await bucketShell(target.bucket);
  const files = updatePagesFiles(shell, target.origin, await listPublishedUpdates({ withSupportersOnly: true }));
  if (target.kind === 'folder') await publishToFolder(target, files);
  else await publishToBucket(target, files);
}

/**
 * The target the settings name: the local stack's folder when it is set, else the site bucket with
 * its distribution; the origin is the site's URL.
 */
export function publishTargetFromSettings(): PublishTarget {
  const origin = requireEnv(ENV.siteUrl).replace(/\/+$/, '');
  const folder = optionalEnv(ENV.updatePagesDir);
  if (folder) return { kind: 'folder', folder, shellFile: requireEnv(ENV.siteShellFile), origin };
  return {
    kind: 'bucket',
    bucket: requireEnv(ENV.siteBucket),
    distributionId: requireEnv(ENV.siteDistributionId),
    origin,
  };
}
