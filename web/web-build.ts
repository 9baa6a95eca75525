// Builds the web client when its sources are newer than the last build, so `npm start` on a fresh
// clone serves the current client without a separate step. Used by `npm start` (prestart) and tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.join(webRoot, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
const skipped = new Set(['dist', 'node_modules']);

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  if (!fs.existsSync(stampFile)) return true;
  const lockFile = path.join(webRoot, '..', 'package-lock.json');
  // The server's contract is built into the client too: a changed limit or type is a changed client.
  const contractDir = path.join(webRoot, '..', 'server', 'contract');
  const sources = Math.max(newestSourceTime(webRoot), newestSourceTime(contractDir), fs.existsSync(lockFile) ? fs.statSync(lockFile).mtimeMs : 0);
  return sources > fs.statSync(stampFile).mtimeMs;
}

export async function buildWeb(options: { quiet?: boolean } = {}): Promise<void> {
  const { build } = await import('vite');
  // Vite bundles for whatever NODE_ENV says; under vitest that is 'test', which would ship React's
  // development build to the browser tests instead of what `npm start` serves.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(webRoot, 'vite.config.ts'), mode: 'production', logLevel: options.quiet ? 'warn' : 'info' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  fs.writeFileSync(stampFile, new Date().toISOString());
}

/** Builds only when needed; concurrent callers (test files) share one build through a lock file. */
export async function ensureWebBuild(options: { quiet?: boolean } = {}): Promise<void> {
  if (!webBuildIsStale()) return;
  const lock = path.join(webRoot, '.build-lock');
  let handle: number | undefined;
  const deadline = Date.now() + 120_000;
  while (handle === undefined) {
    try {
      handle = fs.openSync(lock, 'wx');
    } catch {
      if (Date.now() > deadline) throw new Error(`The web build lock ${lock} was held for two minutes; remove it if no build runs.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (!webBuildIsStale()) return;
    }
  }
  try {
    if (webBuildIsStale()) await buildWeb(options);
  } finally {
    fs.closeSync(handle);
    fs.rmSync(lock, { force: true });
  }
}
