// Ends a run with one plain line, 'Tests: N passed, N failed, N skipped', readable by any tool, after
// a line on the minor and moderate accessibility findings of the screens the browser tests checked.
import type { Reporter, TestModule } from 'vitest/node';
import { startAccessibilityFindings, writeAccessibilityReport } from '../e2e/support/accessibility.ts';

export default class SummaryReporter implements Reporter {
  constructor() {
    // Before any test process starts, so each inherits where to write.
    startAccessibilityFindings();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    const accessibility = writeAccessibilityReport();
    if (accessibility) process.stdout.write(`\n${accessibility}`);
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
