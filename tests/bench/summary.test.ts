import { expect, it } from 'vitest';
import { summaryTable } from './summary.ts';

it('puts Larder beside Emmett with the ratio, and every target with its verdict, under the date and machine speed', () => {
  const table = summaryTable({
    startedAt: '2026-11-29T18:00:00.000Z',
    nproc: 2,
    machine: { cpu: 'Test CPU', speed: { jsWorkMs: 310, hopMicroseconds: 76 } },
    sideBySide: [
      { what: '16 concurrent writers, events/s', larder: 1983, emmett: 1296 },
      { what: 'sequential commands/s', larder: 967, emmett: undefined },
    ],
    targets: [
      { id: 'b', what: '16 concurrent writers, events/s', target: '>= 8000', measured: 1983, met: false },
      { id: 'e', what: 'command -> websocket p99, ms', target: '<= 50', measured: 0, met: false, unjudgeable: 'no operation was measured' },
    ],
  });
  expect(table.split('\n')).toEqual([
    'Run of 2026-11-29 18:00 UTC on 2 cores (Test CPU); machine speed 310 ms of JSON work, 76 µs a loopback round trip.',
    '',
    '| | Larder | Emmett 0.42 | Larder / Emmett |',
    '|---|---|---|---|',
    '| 16 concurrent writers, events/s | 1,983 | 1,296 | 1.53× |',
    '',
    '| | target | measured | met |',
    '|---|---|---|---|',
    '| (b) 16 concurrent writers, events/s | >= 8000 | 1,983 | no |',
    '| (e) command -> websocket p99, ms | <= 50 | 0 | no: no operation was measured |',
  ]);
});
