// The plain pages the stand-ins serve themselves (the auth stand-in's Google sign-in and mailbox, the
// billing stand-in's checkout and portal): one shell, every echoed value escaped, and headers that
// keep the pages out of frames and their links' tokens out of Referer headers.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  :root { color-scheme: light; --ink: #1f2a24; --muted: #5b6b62; --line: #d9e2dc; --accent: #2f6b4f; --warn-bg: #fff6dd; --warn-line: #e8c766; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f4f7f5; }
  main { max-width: 44rem; margin: 3rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 1.75rem; }
  .banner { background: var(--warn-bg); border: 1px solid var(--warn-line); border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1.25rem; font-size: .95rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  p.lead { color: var(--muted); margin-top: 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input[type=email], input[type=text] { width: 100%; padding: .6rem .7rem; border: 1px solid var(--line); border-radius: 8px; font: inherit; }
  button, .button { display: inline-block; margin-top: 1.25rem; padding: .6rem 1.2rem; border: 0; border-radius: 8px; background: var(--accent); color: #fff; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  .row { display: flex; gap: 1rem; align-items: flex-end; } .row > div { flex: 1; }
  .error { color: #a12a2a; font-weight: 600; }
  .mail { border-top: 1px solid var(--line); padding: 1rem 0; }
  .mail:first-of-type { border-top: 0; }
  .meta { color: var(--muted); font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f7faf8; border-radius: 8px; padding: .75rem; font-size: .9rem; }
  a { color: var(--accent); word-break: break-all; }
  form.filter { display: flex; gap: .5rem; align-items: end; margin-bottom: 1rem; } form.filter label { margin: 0 0 .25rem; } form.filter button { margin: 0; }
`;

export function renderPage(options: { title: string; banner: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="banner" role="note">${options.banner}</div>
<div class="card">
${options.body}
</div>
</main>
</body>
</html>`;
}

export function sendPage(c: Context, html: string, status: ContentfulStatusCode, formTargets: string[] = []) {
  c.header('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${formTargets.join(' ')}`.trim());
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}
