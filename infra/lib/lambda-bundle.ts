import * as path from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';

/** The file Lambda loads first (`index.handler`); everything else it needs sits beside it in `chunks/`. */
export const ENTRY_FILE = 'index.mjs';

const ENV_CREDENTIALS = 'lambdas/src/lib/env-credentials.ts';

// ESM bundles have no `require`; a few CommonJS dependencies still call it, so give them one (in every chunk).
export const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * esbuild run in this process, the way CDK's local bundling calls it. Its fields are part of CDK's
 * asset cache key, so each entry must be one: two functions with equal options would share a bundle.
 */
class EsbuildSplitBundling implements ILocalBundling {
  constructor(
    readonly projectRoot: string,
    readonly entry: string,
  ) {}

  tryBundle(outputDir: string): boolean {
    buildSync({
      absWorkingDir: this.projectRoot,
      entryPoints: { index: path.join(this.projectRoot, this.entry) },
      bundle: true,
      // Each dynamic import() becomes a chunk of its own, loaded on the request that needs it, so the
      // cold start compiles only what the entry imports statically (bench: npm run bench -- lambdas).
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      outdir: outputDir,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      mainFields: ['module', 'main'],
      banner: { js: REQUIRE_BANNER },
      minify: true,
      // Linked maps ship with the code but are read only when NODE_OPTIONS has --enable-source-maps
      // (docs/deploy.md, "Mapped stack traces"). Positions only: the sources are in the repository.
      sourcemap: 'linked',
      sourcesContent: false,
      // The AWS SDK is bundled too, not loaded from the runtime's copy file by file.
      alias: { '@aws-sdk/credential-provider-node': path.join(this.projectRoot, ENV_CREDENTIALS) },
      // The node tsconfig carries the `@shared/*` path mapping.
      tsconfig: path.join(this.projectRoot, 'tsconfig.node.json'),
      logLevel: 'warning',
    });
    return true;
  }
}

/**
 * A Lambda's code, split into ESM chunks by the local esbuild (never Docker). Tests and dev synths
 * that skip bundling (context `aws:cdk:bundling-stacks`) get a placeholder asset, as NodejsFunction does.
 */
export function lambdaBundle(projectRoot: string, entry: string): Code {
  return Code.fromAsset(projectRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('local-only'),
      local: new EsbuildSplitBundling(projectRoot, entry),
    },
  });
}
