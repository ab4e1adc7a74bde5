import type { PublishedUpdate } from '@shared/updates';
import { longUtcDate } from '@shared/utc-date';
import { pageLocale } from '@/lib/locale';

/** When an update was sent, as the date the page shows: the UTC day every reader agrees on, in the page's language. */
export function UpdateDate({ update }: { update: PublishedUpdate }) {
  return (
    <time dateTime={update.publishedAt} className="text-sm text-text-muted">
      {longUtcDate(update.publishedAt, pageLocale())}
    </time>
  );
}

/** An update's body: its Markdown as the server rendered it. */
export function UpdateBody({ update }: { update: PublishedUpdate }) {
  return (
    <div
      className="flex flex-col gap-4 text-text [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:uppercase [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-raised [&_pre]:p-4 [&_ul]:list-disc [&_ul]:pl-6"
      // The HTML was rendered on the server by markdown-it restricted to a safe subset (no raw HTML,
      // links over https, http or mailto only) when the update was saved (lambdas/src/updates/render-update.ts):
      // no script or attribute beyond the subset's reaches here.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered to a safe subset on the server (see above)
      dangerouslySetInnerHTML={{ __html: update.html }}
    />
  );
}
