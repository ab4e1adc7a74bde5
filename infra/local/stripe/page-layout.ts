/**
 * The frame of every page the stand-in serves (checkout, invoice, test controls): plain HTML, no
 * script; `color-scheme` lets the browser pick readable colours on dark or light.
 */

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { max-width: 48rem; width: 100%; padding: 2rem; box-sizing: border-box; }
  .note { border: 1px solid currentColor; border-radius: 8px; padding: .5rem .75rem; opacity: .85; }
  .amount { font-size: 2rem; font-weight: 700; font-variant-numeric: tabular-nums; margin: .25rem 0 1.5rem; }
  .actions { display: flex; gap: .75rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid currentColor; cursor: pointer; }
  button.primary { background: #FF6B1A; color: #0A0A0F; border-color: #FF6B1A; font-weight: 700; }
  button:focus-visible { outline: 3px solid #2DD4BF; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem; border-bottom: 1px solid; }
  form.actions { flex-wrap: wrap; align-items: center; }
  fieldset, .totals { flex-basis: 100%; }
  fieldset label { display: block; margin: .25rem 0; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
