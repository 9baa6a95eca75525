// A terminal progress bar for long operator work (rebuilds): percent, counts, rate and ETA.
import type { RebuildProgress } from '../projections/rebuild.ts';

const WIDTH = 30;

export function renderProgress(progress: RebuildProgress, nameWidth = 10): string {
  const fraction = progress.total === 0 ? 1 : Math.min(progress.applied / progress.total, 1);
  const filled = Math.round(fraction * WIDTH);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
  const number = (value: number) => Math.round(value).toLocaleString('en-US');
  return `${progress.projection.padEnd(nameWidth)} [${bar}] ${String(Math.round(fraction * 100)).padStart(3)}%  ${number(progress.applied)}/${number(progress.total)} events  ${number(progress.eventsPerSecond)} ev/s  ETA ${Math.ceil(progress.etaSeconds)}s`;
}

/** Redraws in place on a terminal; elsewhere (logs, CI) prints at most once a second. */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr, nameWidth = 10) {
  let lastLine = 0;
  let lastPrinted = '';
  return {
    update(progress: RebuildProgress) {
      const line = renderProgress(progress, nameWidth);
      if (stream.isTTY) stream.write(`\r${line}`);
      else if (Date.now() - lastLine > 1_000) {
        lastLine = Date.now();
        lastPrinted = line;
        stream.write(`${line}\n`);
      }
    },
    done(progress: RebuildProgress) {
      const line = renderProgress(progress, nameWidth);
      // In a log the last update may have printed this very line already.
      if (stream.isTTY) stream.write(`\r${line}\n`);
      else if (line !== lastPrinted) stream.write(`${line}\n`);
    },
  };
}
