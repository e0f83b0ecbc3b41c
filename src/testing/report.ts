/**
 * The checks the kit and `mcp-state-check` run, in order. `untouched` is the control: without it, refusals prove
 * nothing.
 */
export const CHECK_NAMES = Object.freeze([
  'untouched',
  'tampered-first',
  'tampered-middle',
  'tampered-last',
  'tampered-mac',
  'other-user',
  'other-tool',
  'other-args',
  'truncated',
  'garbage',
  'expired',
] as const);

export type CheckName = (typeof CHECK_NAMES)[number];

/** One check: whether it passed, what the kit sent and what came back. */
export type CheckResult = {
  readonly name: CheckName;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly sent: string;
  readonly received: string;
};

/** Every check's result, and the report as text (one line a check). */
export type SealedStateReport = {
  /** `true` when no check failed (a skipped check does not fail). */
  readonly passed: boolean;
  readonly checks: readonly CheckResult[];
  /** The names of the checks that failed. */
  readonly failed: readonly CheckName[];
  readonly text: string;
};

/** What a check that sent nothing (skipped, or not run) reports as sent. */
export const NOTHING_SENT = 'nothing';

const MARKS: Readonly<Record<CheckResult['status'], string>> = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' };

/** `PASS tampered-mac: sent … → got …` */
export function formatCheck(check: CheckResult): string {
  return `${MARKS[check.status]} ${check.name}: sent ${check.sent} → got ${check.received}`;
}

export function buildReport(checks: readonly CheckResult[]): SealedStateReport {
  const failed = checks.filter((check) => check.status === 'failed').map((check) => check.name);
  const summary =
    failed.length === 0
      ? `requestState is sealed: ${checks.filter((check) => check.status === 'passed').length} checks passed`
      : `requestState is NOT sealed: ${failed.length} of ${checks.length} checks failed (${failed.join(', ')})`;
  return {
    passed: failed.length === 0,
    checks,
    failed,
    text: [summary, ...checks.map(formatCheck)].join('\n'),
  };
}
