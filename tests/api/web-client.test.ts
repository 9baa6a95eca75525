// The web client's page answers every client route, and none of the paths the server owns: a node
// whose metrics are served on METRICS_PORT answers /metrics with 404, not with the app's page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webClientRoutes } from '../../server/http/web-client.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-dist-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Larder</title><!--larder-config--><div id="root"></div>');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
const app = webClientRoutes({ distDir, clientConfig: { authMode: 'local' } });

describe('the web client routes', () => {
  it('answer client routes with the page and its configuration', async () => {
    const response = await app.request('/meal-plan/next-week');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('window.__LARDER_CONFIG__={"authMode":"local"}');
  });

  it.each(['/metrics', '/readyz', '/healthz', '/api/v1/nothing', '/ws', '/dev/mailbox'])('leave %s to the server (404 here)', async (pathname) => {
    const response = await app.request(pathname);
    expect(response.status).toBe(404);
  });
});
