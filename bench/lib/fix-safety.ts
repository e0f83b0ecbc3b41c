// Fix safety: every autofix and every suggestion a file gets leaves code that parses with the same parser and keeps
// every comment, and a second --fix pass over fixed code changes nothing.
import type { Linter } from 'eslint';

export interface FixSafetyFinding {
  readonly file: string;
  /** What went wrong: the fixed output does not parse, lost a comment, or changes again on a second pass. */
  readonly problem: 'unparsable' | 'lost-comment' | 'not-idempotent';
  /** `fix` for `--fix` over the whole file, else `suggestion <ruleId> <line>:<column> <desc>`. */
  readonly change: string;
  readonly detail: string;
}

export interface FixSafetyResult {
  /** The file after `--fix`, when any fix applied. */
  readonly fixedOutput: string | undefined;
  readonly fixCount: number;
  readonly suggestionCount: number;
  /** `--fix` text of the file and each suggestion's text, for callers that check more (e.g. type-checking). */
  readonly suggestionOutputs: readonly { readonly change: string; readonly output: string }[];
  readonly findings: readonly FixSafetyFinding[];
}

type Parsed = { ok: true; comments: string[] } | { ok: false; error: string };

function applyFix(text: string, fix: { range: [number, number]; text: string }): string {
  return text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
}

function lostComments(before: readonly string[], after: readonly string[]): string[] {
  const remaining = new Map<string, number>();
  for (const comment of after) remaining.set(comment, (remaining.get(comment) ?? 0) + 1);
  const lost: string[] = [];
  for (const comment of before) {
    const count = remaining.get(comment) ?? 0;
    if (count === 0) lost.push(comment);
    else remaining.set(comment, count - 1);
  }
  return lost;
}

/**
 * Checks the fixes and suggestions `rules` produce on one file. `language` is the config that only parses (it is
 * used to re-parse outputs with the same parser and options); `rules` adds the rules under test.
 */
export function checkFixSafety(
  linter: Linter,
  file: string,
  text: string,
  language: readonly Linter.Config[],
  rules: readonly Linter.Config[],
): FixSafetyResult {
  const config = [...language, ...rules];
  const options = { filename: file, allowInlineConfig: false };
  const parse = (source: string): Parsed => {
    const fatal = linter.verify(source, [...language], options).find((message) => message.fatal === true);
    if (fatal) return { ok: false, error: `${fatal.line}:${fatal.column} ${fatal.message}` };
    return { ok: true, comments: linter.getSourceCode().getAllComments().map((comment) => `${comment.type} ${comment.value}`) };
  };
  const findings: FixSafetyFinding[] = [];
  const original = parse(text);
  if (!original.ok) return { fixedOutput: undefined, fixCount: 0, suggestionCount: 0, suggestionOutputs: [], findings };

  const check = (change: string, output: string): Parsed => {
    const parsed = parse(output);
    if (!parsed.ok) {
      findings.push({ file, problem: 'unparsable', change, detail: parsed.error });
    } else {
      for (const comment of lostComments(original.comments, parsed.comments)) {
        findings.push({ file, problem: 'lost-comment', change, detail: comment });
      }
    }
    return parsed;
  };

  const messages = linter.verify(text, config, options);
  const fixCount = messages.filter((message) => message.fix).length;
  let fixedOutput: string | undefined;
  if (fixCount > 0) {
    const fixed = linter.verifyAndFix(text, config, options);
    fixedOutput = fixed.output;
    if (check('fix', fixed.output).ok) {
      const again = linter.verifyAndFix(fixed.output, config, options);
      if (again.fixed) {
        findings.push({ file, problem: 'not-idempotent', change: 'fix', detail: firstDifference(fixed.output, again.output) });
      }
    }
  }

  const suggestionOutputs: { change: string; output: string }[] = [];
  for (const message of messages) {
    for (const suggestion of message.suggestions ?? []) {
      const change = `suggestion ${message.ruleId} ${message.line}:${message.column} ${suggestion.desc}`;
      const output = applyFix(text, suggestion.fix);
      suggestionOutputs.push({ change, output });
      check(change, output);
    }
  }
  return { fixedOutput, fixCount, suggestionCount: suggestionOutputs.length, suggestionOutputs, findings };
}

function firstDifference(before: string, after: string): string {
  let index = 0;
  while (index < before.length && before[index] === after[index]) index++;
  const line = before.slice(0, index).split('\n').length;
  return `line ${line}: ${JSON.stringify(before.slice(index, index + 60))} became ${JSON.stringify(after.slice(index, index + 60))}`;
}

export function formatFixSafetyFinding(finding: FixSafetyFinding): string {
  return `${finding.file}: ${finding.problem} after ${finding.change}: ${finding.detail}`;
}
