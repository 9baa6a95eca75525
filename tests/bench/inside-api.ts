// What the api nodes saw of a measurement, from their /metrics before and after it: how many reads
// they took longer than the goal to answer, and how long V8's collections stopped them. Set beside the
// bench's own latencies, it tells a slow answer made inside a node (its event loop, its queries) from
// one that waited outside it (the proxy, the generator, a CPU busy with another process).
import { parseExposition } from '../fixtures/prometheus.ts';
import { round } from './support.ts';

/** Counters of one /metrics page: `name{labels}` → value, for the series read here. */
type Series = Map<string, number>;

/** The read routes' duration histogram and the GC histogram of one node, summed over the read routes. */
function parse(text: string, readRoutes: ReadonlySet<string>): Series {
  const series: Series = new Map();
  const add = (key: string, value: number) => series.set(key, (series.get(key) ?? 0) + value);
  for (const { name, labels, value } of parseExposition(text)) {
    if (name === 'larder_http_request_duration_seconds_bucket' || name === 'larder_http_request_duration_seconds_count') {
      // The nodes label a route by its whole pattern (under /api/v1), the bench by the part after it.
      if (!readRoutes.has(`${labels.method} ${labels.route?.replace(/^\/api\/v\d+/, '')}`)) continue;
      add(name.endsWith('_count') ? 'reads' : `reads_le_${labels.le}`, value);
    } else if (name.startsWith('nodejs_gc_duration_seconds_')) {
      const part = name.slice('nodejs_gc_duration_seconds_'.length);
      add(part === 'bucket' ? `gc_${labels.kind}_le_${labels.le}` : `gc_${labels.kind}_${part}`, value);
    }
  }
  return series;
}

export interface ApiNodeView {
  metricsUrl: string;
  series: Series;
}

/** Reads each api node's /metrics now; a node that does not answer is left out. */
export async function viewApiNodes(metricsUrls: readonly string[], readRoutes: ReadonlySet<string>): Promise<ApiNodeView[]> {
  const views = await Promise.all(
    metricsUrls.map(async (metricsUrl) => {
      try {
        return { metricsUrl, series: parse(await (await fetch(metricsUrl)).text(), readRoutes) };
      } catch {
        return undefined;
      }
    }),
  );
  return views.filter((view): view is ApiNodeView => view !== undefined);
}

export interface InsideApiNodes {
  how: string;
  /** Reads the api nodes answered in the measurement, and the share of them over 25 and 50 ms, in %. */
  reads: number;
  readsOver25MsPct: number;
  readsOver50MsPct: number;
  /** Milliseconds a second (per node, averaged) that V8's young- and old-generation collections held the nodes. */
  minorGcMsPerSecond: number;
  majorGcMsPerSecond: number;
  /** Collections that held a node longer than 10 ms, by kind (minor, major, incremental, weakcb). */
  gcPausesOver10Ms: Record<string, number>;
}

/** The change between two views of the same nodes, over `seconds`. */
export function insideApiNodes(before: readonly ApiNodeView[], after: readonly ApiNodeView[], seconds: number): InsideApiNodes {
  const delta = (key: string) =>
    after.reduce((sum, view) => {
      const earlier = before.find((other) => other.metricsUrl === view.metricsUrl);
      return sum + (view.series.get(key) ?? 0) - (earlier?.series.get(key) ?? 0);
    }, 0);
  const reads = delta('reads');
  const over = (le: string) => (reads === 0 ? 0 : round((100 * (reads - delta(`reads_le_${le}`))) / reads, 2));
  const kinds = ['minor', 'major', 'incremental', 'weakcb'];
  const perNodeSecond = (key: string) => round((1000 * delta(key)) / Math.max(1, after.length) / seconds, 2);
  return {
    how: "from each api node's /metrics before and after: larder_http_request_duration_seconds of the read routes (the node's own time, from the request's arrival to its answer) and nodejs_gc_duration_seconds",
    reads,
    readsOver25MsPct: over('0.025'),
    readsOver50MsPct: over('0.05'),
    minorGcMsPerSecond: perNodeSecond('gc_minor_sum'),
    majorGcMsPerSecond: perNodeSecond('gc_major_sum'),
    gcPausesOver10Ms: Object.fromEntries(kinds.map((kind) => [kind, delta(`gc_${kind}_count`) - delta(`gc_${kind}_le_0.01`)])),
  };
}
