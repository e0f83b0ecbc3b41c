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

/**
 * What the kit notes besides the checks: `malleable-encoding`, the server accepted another encoding of the same bytes
 * (a state's last character changed in bits no decoded byte uses) and refused a change to those bytes.
 */
export const NOTE_NAMES = Object.freeze(['malleable-encoding'] as const);

export type NoteName = (typeof NOTE_NAMES)[number];

/** Something the server does that is worth knowing but is not a failure: it never fails the report or the command. */
export type CheckNote = {
  readonly name: NoteName;
  readonly sent: string;
  readonly received: string;
  /** What it means, in a sentence. */
  readonly meaning: string;
};

/** Every check's result, the notes, and the report as text (one line a check, then one a note). */
export type SealedStateReport = {
  /** `true` when no check failed (a skipped check does not fail, nor does a note). */
  readonly passed: boolean;
  readonly checks: readonly CheckResult[];
  /** The names of the checks that failed. */
  readonly failed: readonly CheckName[];
  /** What the server does that is not a failure, e.g. `malleable-encoding`; most servers get none. */
  readonly notes: readonly CheckNote[];
  readonly text: string;
};

/** What a check that sent nothing (skipped, or not run) reports as sent. */
export const NOTHING_SENT = 'nothing';

const MARKS: Readonly<Record<CheckResult['status'], string>> = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' };

/** `PASS tampered-mac: sent … → got …` */
export function formatCheck(check: CheckResult): string {
  return `${MARKS[check.status]} ${check.name}: sent ${check.sent} → got ${check.received}`;
}

/** `NOTE malleable-encoding: sent … → got …. What it means.` */
export function formatNote(note: CheckNote): string {
  return `NOTE ${note.name}: sent ${note.sent} → got ${note.received}. ${note.meaning}`;
}

/** `; 1 note (malleable-encoding)` after a summary, or nothing when there is no note. */
export function notesClause(notes: readonly NoteName[]): string {
  return notes.length === 0 ? '' : `; ${notes.length} ${notes.length === 1 ? 'note' : 'notes'} (${notes.join(', ')})`;
}

export function buildReport(checks: readonly CheckResult[], notes: readonly CheckNote[] = []): SealedStateReport {
  const failed = checks.filter((check) => check.status === 'failed').map((check) => check.name);
  const verdict =
    failed.length === 0
      ? `requestState is sealed: ${checks.filter((check) => check.status === 'passed').length} checks passed`
      : `requestState is NOT sealed: ${failed.length} of ${checks.length} checks failed (${failed.join(', ')})`;
  const summary = verdict + notesClause(notes.map((note) => note.name));
  return {
    passed: failed.length === 0,
    checks,
    failed,
    notes,
    text: [summary, ...checks.map(formatCheck), ...notes.map(formatNote)].join('\n'),
  };
}
