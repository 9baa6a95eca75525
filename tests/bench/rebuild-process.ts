// One rebuild in a process of its own, as an operator's `npm run ops -- rebuild` runs it: the
// figures are not skewed by the benchmark's own heap, and the peak RSS is the rebuild's alone.
// Usage: tsx tests/bench/rebuild-process.ts DATABASE_URL; prints the report as JSON on stdout.
import '../../server/db/type-parsers.ts';
import { pantryProjection } from '../../server/modules/pantry/index.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';

const url = process.argv[2];
if (!url) {
  process.stderr.write('usage: rebuild-process.ts DATABASE_URL\n');
  process.exit(2);
}

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const cpuBefore = process.cpuUsage();
const report = await rebuildProjection(url, pantryProjection, {
  onProgress: (state) => {
    if (state.applied % 200_000 < 10_000) process.stderr.write(`rebuild: ${state.applied} / ${state.total} (${Math.round(state.eventsPerSecond)} ev/s)\n`);
  },
});
clearInterval(sampler);
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(
  `${JSON.stringify({
    ...report,
    peakRssMiB: Math.round(Math.max(peakRss, process.memoryUsage().rss) / 2 ** 20),
    processCpuSeconds: (cpu.user + cpu.system) / 1e6,
  })}\n`,
);
process.exit(0);
