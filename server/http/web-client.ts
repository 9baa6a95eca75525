// Serves the built web client (web/dist): hashed assets cached for a year, pictures for a day, text
// files precompressed (.br/.gz written at build) to a client that accepts them, and index.html for
// every client route, with the client's configuration written into it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { stampHeader } from './stamp-header.ts';

export interface ClientConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  authMode: 'local' | 'supabase';
  supportEmail?: string;
}

/** Files the build writes .br and .gz copies of (web/precompress.ts). */
const PRECOMPRESSED = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Paths the api owns: never answered with index.html. */
const SERVER_PATHS = /^\/(api|auth|ws|healthz|readyz|metrics|dev\/mailbox)(\/|$)/;

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Larder</title><h1>Larder</h1>' +
  '<p>The API is running, but the web client is not built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>' +
  '<p>Health: <a href="/healthz">/healthz</a>.</p>';

/**
 * The page every client route answers, read again whenever index.html changes on disk: a rebuild
 * beside a running server (`npm run build`) replaces the hashed scripts the old page named, and a
 * page read once at start would ask for files that are gone. A stat per page load, not per asset.
 */
function indexPage(indexFile: string, configScript: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const stat = await fs.promises.stat(indexFile).catch(() => undefined);
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: (await fs.promises.readFile(indexFile, 'utf8')).replace('<!--larder-config-->', configScript) };
    return cached.html;
  };
}

/**
 * What the app's page may load and who may frame it: its own scripts and the configuration script
 * (by its hash), no framing (clickjacking), no plugins. Styles may be inline: the component library
 * writes its CSS variables into style tags. Images may come from anywhere secure (recipe photos).
 */
function pagePolicy(configScriptBody: string, clientConfig: ClientConfig): string {
  const configHash = createHash('sha256').update(configScriptBody).digest('base64');
  const authOrigin = clientConfig.supabaseUrl ? ` ${new URL(clientConfig.supabaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${configHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${authOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function webClientRoutes(options: { distDir: string; clientConfig: ClientConfig }) {
  // JSON in a script tag: '<' escaped so no value can close the tag.
  const configScriptBody = `window.__LARDER_CONFIG__=${JSON.stringify(options.clientConfig).replace(/</g, '\\u003c')}`;
  const configScript = `<script>${configScriptBody}</script>`;
  const policy = pagePolicy(configScriptBody, options.clientConfig);
  const index = indexPage(path.join(options.distDir, 'index.html'), configScript);
  const root = path.relative(process.cwd(), options.distDir) || '.';

  return new Hono()
    .get('*', async (c, next) => {
      // Client routes have no file extension: they all get the app's page.
      if (SERVER_PATHS.test(c.req.path) || path.extname(c.req.path)) return next();
      const page = await index();
      if (!page) return c.req.path === '/' ? c.html(NOT_BUILT) : next();
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Security-Policy', policy);
      c.header('X-Frame-Options', 'DENY');
      return c.html(page);
    })
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) stampHeader(c, 'Cache-Control', 'public, max-age=31536000, immutable');
    })
    // Not immutable: a picture keeps its path (the recipe's id) when a release redraws it.
    .use('/images/*', etag(), async (c, next) => {
      await next();
      if (c.res.ok) stampHeader(c, 'Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    })
    .use('*', async (c, next) => {
      await next();
      // serveStatic names Accept-Encoding in Vary only on a compressed answer; the plain one varies too.
      if (c.res.ok && PRECOMPRESSED.test(c.req.path) && !c.res.headers.has('vary')) stampHeader(c, 'Vary', 'Accept-Encoding');
    })
    // index.html itself only ever goes out with its configuration (above).
    .use('*', serveStatic({ root, precompressed: true, rewriteRequestPath: (requestPath) => (requestPath.endsWith('/index.html') ? '/__not_served__' : requestPath) }));
}
