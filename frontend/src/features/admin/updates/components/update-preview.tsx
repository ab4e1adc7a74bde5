import type { RenderedUpdate } from '@shared/updates';
import { Tabs } from 'radix-ui';
import { emailDocument } from '../lib/email-document';

const tabClass =
  'h-8 rounded-md px-3 text-sm font-semibold text-text-muted transition-colors duration-150 hover:text-text data-[state=active]:bg-surface-raised data-[state=active]:text-primary';

/**
 * The server's two renderings of an update, a tab each. The HTML is shown in a frame sandboxed with
 * no permissions: nothing in it can run script, submit, navigate the panel or read its page, whatever
 * the sanitizer let through, and the panel's styles do not change how the email looks.
 */
export function UpdatePreview({ rendering }: { rendering: RenderedUpdate }) {
  return (
    <Tabs.Root defaultValue="html" className="flex flex-col gap-3">
      <Tabs.List aria-label="Renderings" className="flex gap-1 self-start rounded-lg border border-border p-1">
        <Tabs.Trigger value="html" className={tabClass}>
          Email (HTML)
        </Tabs.Trigger>
        <Tabs.Trigger value="text" className={tabClass}>
          Plain text
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="html">
        <iframe
          title="Email (HTML) preview"
          sandbox=""
          srcDoc={emailDocument(rendering.html)}
          className="h-[28rem] w-full rounded-lg border border-border"
        />
      </Tabs.Content>
      <Tabs.Content value="text">
        <pre className="h-[28rem] overflow-auto rounded-lg border border-border bg-background p-4 font-mono text-sm whitespace-pre-wrap text-text">
          {rendering.text}
        </pre>
      </Tabs.Content>
    </Tabs.Root>
  );
}
