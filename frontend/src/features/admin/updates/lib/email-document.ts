/**
 * The preview frame's document: the server's sanitized HTML on the white page most mail clients
 * show, in the system font, so the admin reads it roughly as a supporter will. The colours are the
 * email's, not the site's, so they are not theme tokens.
 */
export function emailDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:16px;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}a{color:#0b57d0}pre,code{font-family:ui-monospace,monospace}blockquote{margin:0 0 0 4px;padding-left:12px;border-left:3px solid #ccc}</style></head><body>${html}</body></html>`;
}
