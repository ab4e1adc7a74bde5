/**
 * After `vite build`, renders the public pages (shared/site-pages.ts) to HTML with the built page as
 * their template, writes the SPA shell every other route boots from, the updates' list and sitemap
 * for no updates yet (shared/update-pages.ts), and the crawler files. The
 * prerendered pages load the app through a small boot module (boot-module.ts), emitted into the build
 * with a content hash; the SPA shell, which shows nothing before the app runs, loads it directly. The
 * render loads frontend/src/entry-server.tsx through Vite's SSR loader, so aliases and the component
 * code are exactly the client's.
 */
import { join } from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';
import { PAGE_FILLS, type PageFill } from '../../shared/site-pages';
import { BOOT_MODULE_NAME, bootModuleSource } from './boot-module';
import { writePrerenderedSite } from './prerendered-site';

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  let ssrBuild = false;
  let base = '/';
  /** The boot module's URL, as emitted into the client build. */
  let bootFile = '';
  /** The tracking chunk (src/tracking-entry.ts), emitted beside the app's entry. */
  let trackingRef = '';
  /** Each page fill's chunk (src/<fill>-fill-entry.ts), emitted beside the app's entry. */
  const fillRefs = {} as Record<PageFill, string>;
  return {
    name: 'd1-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      configFile = config.configFile ?? false;
      ssrBuild = Boolean(config.build.ssr);
      base = config.base;
    },
    buildStart() {
      if (ssrBuild) return;
      trackingRef = this.emitFile({ type: 'chunk', id: join(root, 'src/tracking-entry.ts'), name: 'tracking' });
      for (const fill of PAGE_FILLS) {
        // Its `filled` export is what the boot module reads: kept, where Vite drops an app's entry exports.
        fillRefs[fill] = this.emitFile({
          type: 'chunk',
          id: join(root, `src/${fill}-fill-entry.ts`),
          name: `${fill}-fill`,
          preserveSignature: 'exports-only',
        });
      }
    },
    generateBundle(_options, bundle) {
      if (ssrBuild) return;
      const tracking = this.getFileName(trackingRef);
      const fills = PAGE_FILLS.map((fill) => [fill, this.getFileName(fillRefs[fill])] as const);
      const { entry, imports } = entryAndImports(bundle, [tracking, ...fills.map(([, file]) => file)]);
      const source = bootModuleSource({
        entry: base + entry,
        preloads: imports.map((file) => base + file),
        tracking: base + tracking,
        fills: Object.fromEntries(fills.map(([fill, file]) => [fill, base + file])) as Record<PageFill, string>,
      });
      const ref = this.emitFile({
        type: 'asset',
        name: BOOT_MODULE_NAME,
        source: minifySync(BOOT_MODULE_NAME, source).code,
      });
      bootFile = base + this.getFileName(ref);
    },
    async closeBundle() {
      if (ssrBuild) return;
      await writePrerenderedSite({ root, outDir, configFile, bootFile });
    },
  };
}

/**
 * The app's entry chunk and every chunk it imports statically (what Vite lists as module preloads):
 * the one entry that is not among `emitted` (tracking's and the page fills').
 */
function entryAndImports(
  bundle: Rolldown.OutputBundle,
  emitted: readonly string[],
): { entry: string; imports: string[] } {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && !emitted.includes(chunk.fileName));
  if (!entry) throw new Error('The client build has no entry chunk to boot');
  const imports = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(entry.fileName);
  return { entry: entry.fileName, imports: [...imports] };
}
