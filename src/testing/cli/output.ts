import { NOTHING_SENT, notesClause, type CheckName, type CheckNote, type CheckResult, type NoteName } from '../report.js';

/** Where the command writes: a stream and whether it is a terminal (colour and the countdown only go to one). */
export type Output = { write(text: string): unknown; readonly isTTY?: boolean };

export type Style = { readonly colour: boolean };

const MARKS: Readonly<Record<CheckResult['status'], { text: string; colour: string }>> = {
  passed: { text: 'passed', colour: '32' },
  failed: { text: 'FAILED', colour: '31;1' },
  skipped: { text: 'skipped', colour: '33' },
};

const NAME_WIDTH = Math.max(...(['tampered-middle'] satisfies CheckName[]).map((name) => name.length));

function paint(text: string, code: string, style: Style): string {
  return style.colour ? `\u001b[${code}m${text}\u001b[0m` : text;
}

/** Colour only on a terminal, and never with `NO_COLOR` set. */
export function styleFor(output: Output, env: NodeJS.ProcessEnv): Style {
  return { colour: output.isTTY === true && (env['NO_COLOR'] ?? '') === '' };
}

/** What a check found, in words: the reason for a skip or a check not run, else what was sent and what came back. */
export function why(check: CheckResult): string {
  if (check.status === 'skipped' || check.sent === NOTHING_SENT) return check.received;
  return `sent ${check.sent} → got ${check.received}`;
}

/** `passed  tampered-mac     sent … → got …`: the status, the check's name and why, on one line. */
export function checkLine(check: CheckResult, style: Style): string {
  const mark = MARKS[check.status];
  return `${paint(mark.text.padEnd(7), mark.colour, style)} ${check.name.padEnd(NAME_WIDTH)} ${why(check)}`;
}

/** `note    malleable-encoding sent … → got …. What it means.`: a note, after the checks; it fails nothing. */
export function noteLine(note: CheckNote, style: Style): string {
  return `${paint('note'.padEnd(7), '36', style)} ${note.name.padEnd(NAME_WIDTH)} sent ${note.sent} → got ${note.received}. ${note.meaning}`;
}

export type Tally = { readonly passed: CheckName[]; readonly failed: CheckName[]; readonly skipped: CheckName[] };

export function tally(checks: readonly CheckResult[]): Tally {
  const named = (status: CheckResult['status']) => checks.filter((check) => check.status === status).map((check) => check.name);
  return { passed: named('passed'), failed: named('failed'), skipped: named('skipped') };
}

/** The last line: sealed or not, how many checks ran, which failed, which were skipped, and the notes. */
export function summaryLine({ passed, failed, skipped }: Tally, style: Style, notes: readonly NoteName[] = []): string {
  const skips = (skipped.length === 0 ? '' : `; ${skipped.length} skipped (${skipped.join(', ')})`) + notesClause(notes);
  if (failed.length === 0) {
    return paint(`requestState is sealed: ${passed.length} ${passed.length === 1 ? 'check' : 'checks'} passed${skips}`, '32;1', style);
  }
  const ran = passed.length + failed.length;
  return paint(`requestState is NOT sealed: ${failed.length} of ${ran} ${ran === 1 ? 'check' : 'checks'} FAILED (${failed.join(', ')})${skips}`, '31;1', style);
}

/** `seconds` as `9:59` from a minute up, else `42 s`. */
export function clock(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Waits `milliseconds` for state to expire, saying so on `output` with `label` (what it waits for): on a terminal a
 * countdown that rewrites its line every second and is cleared at the end, elsewhere one line.
 */
export async function waitSaying(output: Output, milliseconds: number, label: string): Promise<void> {
  if (output.isTTY !== true) {
    output.write(`mcp-state-check: ${label}\n`);
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    return;
  }
  const started = Date.now();
  let shown = '';
  await new Promise<void>((resolve) => {
    const tick = () => {
      const left = Math.max(0, milliseconds - (Date.now() - started));
      if (left === 0) {
        output.write('\r\u001b[K');
        resolve();
      } else {
        // a timer may fire a millisecond before the count drops: the same count is not written twice
        const line = `\r\u001b[K${label}: ${clock(Math.ceil(left / 1000))} left`;
        if (line !== shown) output.write(line);
        shown = line;
        setTimeout(tick, left - Math.floor((left - 1) / 1000) * 1000); // when the count of seconds left drops
      }
    };
    tick();
  });
}
