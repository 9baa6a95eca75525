import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webClientRoutes } from './web-client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function distDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-dist-'));
  dirs.push(dir);
  return dir;
}

/** Writes index.html naming `script`, stamped `secondsAhead` from now so each write is a new mtime. */
function writeIndex(dir: string, script: string, secondsAhead: number) {
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, `<!doctype html><head><!--larder-config--><script src="/assets/${script}"></script></head>`);
  const at = new Date(Date.now() + secondsAhead * 1000);
  fs.utimesSync(file, at, at);
}

describe('the web client page', () => {
  it('carries the configuration and follows a rebuild beside the running server', async () => {
    const dir = distDir();
    writeIndex(dir, 'index-old.js', 0);
    const app = webClientRoutes({ distDir: dir, clientConfig: { authMode: 'local' } });
    const first = await (await app.request('/meal-plan')).text();
    expect(first).toContain('index-old.js');
    expect(first).toContain('window.__LARDER_CONFIG__={"authMode":"local"}');

    writeIndex(dir, 'index-new.js', 5);
    const after = await (await app.request('/meal-plan')).text();
    expect(after).toContain('index-new.js');
    expect(after).not.toContain('index-old.js');
  });

  it('may not be framed, and runs only its own scripts and its configuration', async () => {
    const dir = distDir();
    writeIndex(dir, 'index-a.js', 0);
    const app = webClientRoutes({ distDir: dir, clientConfig: { authMode: 'supabase', supabaseUrl: 'https://project.supabase.co' } });
    const response = await app.request('/pantry');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self' https://project.supabase.co");
    // The configuration script is allowed by its hash, and nothing inline besides.
    const script = /<script>(.*?)<\/script>/.exec(await response.text())![1]!;
    expect(policy).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('says the client is not built until it is, then serves it', async () => {
    const dir = distDir();
    const app = webClientRoutes({ distDir: dir, clientConfig: { authMode: 'local' } });
    expect(await (await app.request('/')).text()).toContain('the web client is not built');
    writeIndex(dir, 'index-built.js', 0);
    expect(await (await app.request('/')).text()).toContain('index-built.js');
  });
});
