import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { insideApiNodes, viewApiNodes } from './inside-api.ts';

const READ_ROUTES = new Set(['GET /grocery-list/:id/app_user/:userId', 'GET /pantry-ingredient/pantry/:pantryId/app_user/:appUserId']);

/** A node's /metrics page as prom-client writes it: cumulative buckets per route, and GC pauses. */
function page({ reads, writes, minorGc }: { reads: { le25: number; le50: number; count: number }; writes: number; minorGc: { under10: number; count: number; sum: number } }) {
  const bucket = (route: string, method: string, le: string, value: number) =>
    `larder_http_request_duration_seconds_bucket{le="${le}",method="${method}",route="${route}",status_class="2xx"} ${value}`;
  return [
    '# HELP larder_http_request_duration_seconds HTTP request duration',
    '# TYPE larder_http_request_duration_seconds histogram',
    bucket('/api/v1/grocery-list/:id/app_user/:userId', 'GET', '0.025', reads.le25),
    bucket('/api/v1/grocery-list/:id/app_user/:userId', 'GET', '0.05', reads.le50),
    bucket('/api/v1/grocery-list/:id/app_user/:userId', 'GET', '+Inf', reads.count),
    `larder_http_request_duration_seconds_count{method="GET",route="/api/v1/grocery-list/:id/app_user/:userId",status_class="2xx"} ${reads.count}`,
    // A write, slow or not, is not a read.
    bucket('/api/v1/pantry-ingredient', 'POST', '0.025', 0),
    bucket('/api/v1/pantry-ingredient', 'POST', '0.05', 0),
    `larder_http_request_duration_seconds_count{method="POST",route="/api/v1/pantry-ingredient",status_class="2xx"} ${writes}`,
    '# HELP nodejs_gc_duration_seconds Garbage collection duration by kind, one of major, minor, incremental or weakcb.',
    '# TYPE nodejs_gc_duration_seconds histogram',
    `nodejs_gc_duration_seconds_bucket{le="0.01",kind="minor"} ${minorGc.under10}`,
    `nodejs_gc_duration_seconds_sum{kind="minor"} ${minorGc.sum}`,
    `nodejs_gc_duration_seconds_count{kind="minor"} ${minorGc.count}`,
  ].join('\n');
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A node whose /metrics answers the next page of `pages` at each scrape. */
async function node(pages: string[]): Promise<string> {
  const server = http.createServer((_request, response) => response.end(pages.shift()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
}

describe('insideApiNodes: what the api nodes saw of a measurement, from their /metrics before and after', () => {
  it("counts the read routes' answers slower than 25 and 50 ms in the measurement only, over both nodes, and the collections that held them", async () => {
    const urls = [
      await node([
        page({ reads: { le25: 100, le50: 100, count: 100 }, writes: 10, minorGc: { under10: 5, count: 5, sum: 0.01 } }),
        // 1,000 reads in the measurement, 990 within 25 ms and 995 within 50.
        page({ reads: { le25: 1090, le50: 1095, count: 1100 }, writes: 500, minorGc: { under10: 24, count: 25, sum: 0.21 } }),
      ]),
      await node([
        page({ reads: { le25: 0, le50: 0, count: 0 }, writes: 0, minorGc: { under10: 0, count: 0, sum: 0 } }),
        page({ reads: { le25: 1000, le50: 1000, count: 1000 }, writes: 400, minorGc: { under10: 20, count: 20, sum: 0.19 } }),
      ]),
    ];
    const before = await viewApiNodes(urls, READ_ROUTES);
    const after = await viewApiNodes(urls, READ_ROUTES);
    const seen = insideApiNodes(before, after, 10);
    expect(seen.reads).toBe(2000);
    expect(seen.readsOver25MsPct).toBe(0.5);
    expect(seen.readsOver50MsPct).toBe(0.25);
    // 0.2 + 0.19 s of minor collections over 10 s, per node of two: 19.5 ms a second.
    expect(seen.minorGcMsPerSecond).toBe(19.5);
    expect(seen.gcPausesOver10Ms).toEqual({ minor: 1, major: 0, incremental: 0, weakcb: 0 });
  });

  it('leaves out a node that does not answer, rather than failing the measurement', async () => {
    const answering = await node([page({ reads: { le25: 1, le50: 1, count: 1 }, writes: 0, minorGc: { under10: 0, count: 0, sum: 0 } })]);
    const views = await viewApiNodes([answering, 'http://127.0.0.1:1/metrics'], READ_ROUTES);
    expect(views.map((view) => view.metricsUrl)).toEqual([answering]);
  });
});
