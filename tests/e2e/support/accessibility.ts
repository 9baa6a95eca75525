// axe-core run on every screen and dialog the browser tests check, at each width they check it at,
// so a screen that shuts out a screen-reader, keyboard or low-vision cook fails like a broken one: a
// serious or critical violation fails the test, naming the rule, the screen and the elements to fix;
// minor and moderate ones are gathered into tests/.screenshots/axe-report.json to work through.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const OUTPUT = path.resolve(import.meta.dirname, '../../.screenshots');
/**
 * One line per finding, appended by every test process of a run. A file per run, named by the run's
 * reporter through the environment its test processes inherit, so two runs at once keep theirs apart.
 */
const FINDINGS_VARIABLE = 'LARDER_AXE_FINDINGS';
const findingsFile = () => process.env[FINDINGS_VARIABLE] ?? path.join(OUTPUT, 'axe-findings.jsonl');
/** The minor and moderate findings of the run, by rule. */
export const AXE_REPORT = path.join(OUTPUT, 'axe-report.json');
const FAILING: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);
const SHOWN_PER_RULE = 5;
const TOASTS = '.mantine-Notifications-root';

interface Violation {
  rule: string;
  /** Set while a toast's text breaks it: a toast fading in or out is read through its opacity. */
  inToast?: boolean;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; html: string; summary: string }>;
}

interface Finding extends Violation {
  spec: string;
  test: string;
  screen: string;
  width: number;
}

let axeSource: string | undefined;

/**
 * Waits (up to 3 s) until no transition runs but a loader's endless ones: a dialog fading in is drawn
 * in blended colours, and axe would judge its contrast mid-fade (screen pictures paused before, once).
 * Two frames first: a dialog just shown may not have started its transition yet.
 */
const transitionsEnded = async (page: Page) => {
  await page.evaluate(() => {
    const { requestAnimationFrame: nextFrame } = globalThis as unknown as { requestAnimationFrame(callback: () => void): void };
    return new Promise<void>((resolve) => nextFrame(() => nextFrame(resolve)));
  });
  await page
    .waitForFunction(() => {
      const { document } = globalThis as unknown as { document: { getAnimations(): Array<{ playState: string; effect: { getTiming(): { iterations?: number } } | null }> } };
      return !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    }, undefined, { timeout: 3_000 })
    .catch(() => undefined);
};

/** The violations axe finds on the page as it is drawn once its transitions end (no rule is left out). */
async function violationsOn(page: Page): Promise<Violation[]> {
  await transitionsEnded(page);
  const violations = await axeViolations(page);
  if (!violations.some((violation) => violation.inToast)) return violations;
  // A toast mid-fade, which nobody reads: judged again once the toasts' transitions have ended.
  // (A transition React restarts is a new one, so this waits until none runs rather than for the first ones.)
  await page
    .waitForFunction((toasts) => {
      const { document } = globalThis as unknown as { document: { getAnimations(): Array<{ playState: string; effect: { target?: { closest?(s: string): unknown } } | null }> } };
      return !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.closest?.(toasts));
    }, TOASTS, { timeout: 3_000 })
    .catch(() => undefined);
  return axeViolations(page);
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated rather than added as a script tag: the page's Content-Security-Policy refuses inline scripts.
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async (toasts) => {
    const { axe, document } = globalThis as unknown as { axe: { run(context: unknown, options: object): Promise<AxeResults> }; document: unknown };
    const { violations } = await axe.run(document, { resultTypes: ['violations'], elementRef: true });
    const inToast = (node: AxeResults['violations'][number]['nodes'][number]) => Boolean((node.element as { closest?(s: string): unknown } | undefined)?.closest?.(toasts));
    return violations.map((violation) => ({
      rule: violation.id,
      inToast: violation.id === 'color-contrast' && violation.nodes.some(inToast),
      impact: violation.impact ?? 'minor',
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        // A target inside a shadow root is a list of selectors, host first.
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | '),
        // Generated class names (Mantine's m_…) say little on their own: the element's opening tag does.
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        summary: (node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join('; '),
      })),
    }));
  }, TOASTS);
}

/**
 * Checks the page at its current width as `screen`: serious and critical violations fail the test
 * (softly, so one run lists every screen's), the rest go to the run's report.
 */
export async function checkAccessibility(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const violations = await violationsOn(page);
  const state = expect.getState();
  const where = { spec: path.relative(process.cwd(), state.testPath ?? ''), test: state.currentTestName ?? '', screen, width };
  fs.mkdirSync(OUTPUT, { recursive: true });
  const lines = violations.map((violation) => `${JSON.stringify({ ...where, ...violation } satisfies Finding)}\n`).join('');
  if (lines) fs.appendFileSync(findingsFile(), lines);
  // A line per element, a few per rule: a rule broken on every card of a list names the pattern, not 150 cards.
  const failing = violations
    .filter((violation) => FAILING.has(violation.impact))
    .flatMap((violation) => [
      ...violation.nodes.slice(0, SHOWN_PER_RULE).map((node) => `${violation.rule} (${violation.impact}) at ${node.target} ${node.html}: ${node.summary || violation.help} [${violation.helpUrl}]`),
      ...(violation.nodes.length > SHOWN_PER_RULE ? [`${violation.rule} (${violation.impact}): ${violation.nodes.length - SHOWN_PER_RULE} more elements`] : []),
    ]);
  expect.soft(failing, `serious or critical accessibility violations on '${screen}' at ${width} px`).toEqual([]);
}

/** Gives this run (the reporter's process and the test processes it starts) a findings file of its own. */
export function startAccessibilityFindings(): void {
  process.env[FINDINGS_VARIABLE] = path.join(OUTPUT, `axe-findings-${process.pid}.jsonl`);
  fs.rmSync(findingsFile(), { force: true });
}

/**
 * Writes the run's minor and moderate findings to AXE_REPORT, by rule with where each was seen, and
 * returns a line for the end of the run (nothing when no screen it checked had a finding).
 */
export function writeAccessibilityReport(): string | undefined {
  const file = findingsFile();
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  fs.rmSync(file, { force: true });
  const findings = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Finding)
    .filter((finding) => !FAILING.has(finding.impact));
  // checks: screens at a width where the rule was broken; elements: how many broke it, over all of them.
  const rules = new Map<string, { rule: string; impact: ImpactValue; help: string; helpUrl: string; checks: number; elements: number; seen: Array<Omit<Finding, keyof Violation> & { elements: Violation['nodes'] }> }>();
  for (const finding of findings) {
    const entry = rules.get(finding.rule) ?? { rule: finding.rule, impact: finding.impact, help: finding.help, helpUrl: finding.helpUrl, checks: 0, elements: 0, seen: [] };
    entry.checks += 1;
    entry.elements += finding.nodes.length;
    entry.seen.push({ spec: finding.spec, test: finding.test, screen: finding.screen, width: finding.width, elements: finding.nodes });
    rules.set(finding.rule, entry);
  }
  const report = [...rules.values()].sort((a, b) => b.checks - a.checks);
  fs.writeFileSync(AXE_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  const counts = report.map((entry) => `${entry.rule} (${entry.impact}) on ${entry.checks} screen checks, ${entry.elements} elements`).join('; ');
  return `Accessibility, minor and moderate: ${report.length ? counts : 'none'} (${path.relative(process.cwd(), AXE_REPORT)})`;
}
