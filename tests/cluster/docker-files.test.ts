// The image cannot be built here (no Docker engine), so what can be checked by reading is checked:
// every file the Dockerfile copies from the build context is in the repository and not left out of
// the context by .dockerignore (the build would fail at that COPY), and the context leaves out the
// local secrets, data and node_modules (sent to the builder on every build otherwise).
import { execFile, execFileSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** .dockerignore's patterns as this repository writes them: a path, a folder ending in '/', or '*.ext'. */
function ignoredBy(patterns: readonly string[]) {
  return (file: string) =>
    patterns.some((pattern) => {
      if (pattern.startsWith('*.')) return file.endsWith(pattern.slice(1));
      const bare = pattern.replace(/\/$/, '');
      return file === bare || file.startsWith(`${bare}/`);
    });
}

const patterns = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const ignored = ignoredBy(patterns);

/** The sources of each `COPY` from the build context (not `--from` another stage). */
const copiedFromContext = read('Dockerfile')
  .split('\n')
  .filter((line) => /^COPY\s/.test(line) && !line.includes('--from='))
  .flatMap((line) => line.trim().split(/\s+/).slice(1, -1));

describe('the Dockerfile and .dockerignore', () => {
  it('copies only what the repository holds and the build context keeps', () => {
    expect(copiedFromContext).toContain('package-lock.json');
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    for (const source of copiedFromContext) {
      const bare = source.replace(/\/$/, '');
      expect(tracked.some((file) => file === bare || file.startsWith(`${bare}/`)), `${source} is tracked`).toBe(true);
      expect(ignored(bare), `${source} is left out of the build context`).toBe(false);
      // A folder copied whole must not lose the files the image needs to the ignore list.
      const lost = tracked.filter((file) => file.startsWith(`${bare}/`) && ignored(file));
      expect(lost, `files of ${source} left out of the build context`).toEqual([]);
    }
  });

  it('leaves local secrets, data, dependencies and builds out of the build context', () => {
    for (const local of ['.env', 'node_modules/pg/package.json', '.data/pg/PG_VERSION', '.data-cluster/pg/PG_VERSION', 'web/dist/index.html', '.git/HEAD']) {
      expect(ignored(local), local).toBe(true);
    }
  });

  it("probes /healthz where the part serves it: METRICS_PORT when set, else PORT", async () => {
    const probe = read('Dockerfile').match(/^HEALTHCHECK .* CMD node -e "(.+)" \|\| exit 1$/m)![1]!;
    const health = http.createServer((request, response) => response.writeHead(request.url === '/healthz' ? 200 : 404).end());
    await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
    const serving = String((health.address() as { port: number }).port);
    const closed = String(await freePort());
    const exitCode = (env: Record<string, string>) =>
      new Promise<number>((resolve) => execFile(process.execPath, ['-e', probe], { env: { PATH: process.env.PATH!, ...env } }, (error) => resolve(error ? Number(error.code) : 0)));
    try {
      expect(await exitCode({ PORT: serving }), 'an api without METRICS_PORT').toBe(0);
      expect(await exitCode({ METRICS_PORT: serving, PORT: closed }), 'a worker: METRICS_PORT, whatever PORT says').toBe(0);
      expect(await exitCode({ METRICS_PORT: closed, PORT: serving }), 'nothing on METRICS_PORT').toBe(1);
    } finally {
      health.close();
    }
  });
});
