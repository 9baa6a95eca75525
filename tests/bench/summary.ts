// One table of a run's figures: Larder beside Emmett where both ran, then every target with what was
// measured and whether it was met, headed by the date and the machine's speed. Markdown, so a run's
// table goes into the benchmarks page as printed.

export interface SummaryInput {
  startedAt: string;
  nproc: number;
  machine: { cpu: string; speed: { jsWorkMs: number; hopMicroseconds: number } };
  sideBySide: Array<{ what: string; larder: number | undefined; emmett: number | undefined }>;
  targets: Array<{ id: string; what: string; target: string; measured: number | undefined; met: boolean | undefined; unjudgeable?: string }>;
}

const shown = (value: number | undefined) => (value === undefined ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 2 }));

export function summaryTable(input: SummaryInput): string {
  const lines = [
    `Run of ${input.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${input.nproc} cores (${input.machine.cpu}); machine speed ${input.machine.speed.jsWorkMs} ms of JSON work, ${input.machine.speed.hopMicroseconds} µs a loopback round trip.`,
  ];
  const pairs = input.sideBySide.filter((row) => row.larder !== undefined && row.emmett !== undefined);
  if (pairs.length > 0) {
    lines.push('', '| | Larder | Emmett 0.42 | Larder / Emmett |', '|---|---|---|---|');
    for (const row of pairs) lines.push(`| ${row.what} | ${shown(row.larder)} | ${shown(row.emmett)} | ${shown(Math.round((row.larder! / row.emmett!) * 100) / 100)}× |`);
  }
  if (input.targets.length > 0) {
    lines.push('', '| | target | measured | met |', '|---|---|---|---|');
    for (const target of input.targets) {
      const met = target.unjudgeable ? `no: ${target.unjudgeable}` : target.met ? 'yes' : 'no';
      lines.push(`| (${target.id}) ${target.what} | ${target.target} | ${shown(target.measured)} | ${met} |`);
    }
  }
  return lines.join('\n');
}
