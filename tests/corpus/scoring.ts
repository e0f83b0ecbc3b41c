/**
 * Markers and scoring for the labelled accuracy corpus.
 *
 * A marker is a comment `// expect: rule-a, rule-b` at the end of the line on which each named
 * rule must report (`/* expect: … *\/` where a line comment cannot go; it marks the line it starts on).
 * A rule is scored per (file, line): a marked line with at least one report of the rule is a true
 * positive, a marked line without one a false negative, and every unmarked line with a report of
 * the rule one false positive (several reports on one line count once, on either side).
 *
 * Two more markers hold known gaps as a ratchet, written and placed like `expect`:
 * - `// expect-todo: rule` marks a real problem the rule misses today. It is a known miss, not a
 *   false negative; when the rule starts reporting it, the ratchet fails ("now found").
 * - `// todo-not: rule` marks a wrong finding the rule makes today on a look-alike. It is a known
 *   false positive, not a failure; when the rule stops reporting it, the ratchet fails ("fixed").
 * Scored `honest`ly, a todo marker counts as what it is: a false negative or a false positive.
 */

export interface CommentLike {
  type: string;
  value: string;
  loc?: { start: { line: number; column: number } } | null;
}

export interface Location {
  file: string;
  line: number;
}

export interface Marker extends Location {
  rule: string;
}

/** `expect-todo`: a real problem the rule misses today; `todo-not`: a wrong finding the rule makes today. */
export type TodoKind = 'expect-todo' | 'todo-not';

export interface TodoMarker extends Marker {
  kind: TodoKind;
}

/**
 * `ratchet` (the default) leaves the lines of todo markers out: an `expect-todo` is neither expected
 * nor a false positive, a report on a `todo-not` line is not a false positive. `honest` counts an
 * `expect-todo` as expected (a false negative while missed) and a `todo-not` report as a false positive.
 */
export type ScoringMode = 'ratchet' | 'honest';

export interface MarkerProblem extends Location {
  message: string;
}

export type Report = Marker;

export interface RuleScore {
  rule: string;
  /** Files holding at least one marker (of any kind) for the rule. */
  files: number;
  truePositives: number;
  falsePositives: Location[];
  falseNegatives: Location[];
  /** Ratchet mode: `expect-todo` lines the rule still misses (honest mode: empty, they are false negatives). */
  knownMisses: Location[];
  /** Ratchet mode: `todo-not` lines the rule still reports (honest mode: empty, they are false positives). */
  knownFalsePositives: Location[];
  precision: number;
  recall: number;
}

export interface Thresholds {
  precision: number;
  recall: number;
}

const MARKER = /^(expect|expect-todo|todo-not):(.*)$/s;
const MISSPELT_MARKER = /^(?:expect[\w-]*|todo[-_][\w-]*)\s*:/i;
const RULE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const PLUGIN_PREFIX = 'mcp-state/';

export function parseMarkers(
  file: string,
  comments: readonly CommentLike[],
  sourceLines: readonly string[],
): { markers: Marker[]; todos: TodoMarker[]; problems: MarkerProblem[] } {
  const found = new Map<string, TodoMarker | (Marker & { kind: 'expect' })>();
  const problems: MarkerProblem[] = [];
  for (const comment of comments) {
    const text = comment.value.trim();
    const match = MARKER.exec(text);
    if (!comment.loc) continue;
    const { line, column } = comment.loc.start;
    if (!match) {
      if (MISSPELT_MARKER.test(text)) {
        problems.push({ file, line, message: `"${text}" looks like a marker but is not spelt "expect: <rule>", "expect-todo: <rule>" or "todo-not: <rule>"` });
      }
      continue;
    }
    if (comment.type === 'Line' && (sourceLines[line - 1] ?? '').slice(0, column).trim() === '') {
      problems.push({ file, line, message: 'a line marker must end a line of code, not stand on its own line' });
      continue;
    }
    const kind = match[1] as 'expect' | TodoKind;
    const names = (match[2] ?? '').split(',').map((name) => name.trim());
    for (const name of names) {
      if (name.startsWith(PLUGIN_PREFIX)) {
        problems.push({ file, line, message: `write "${name.slice(PLUGIN_PREFIX.length)}" without the "${PLUGIN_PREFIX}" prefix` });
      } else if (!RULE_NAME.test(name)) {
        problems.push({ file, line, message: `"${name}" is not a rule name` });
      } else {
        const id = `${line}\u0000${name}`;
        const earlier = found.get(id);
        if (earlier && earlier.kind !== kind) {
          problems.push({ file, line, message: `"${name}" is marked both ${earlier.kind} and ${kind} on one line` });
        } else {
          found.set(id, { file, line, rule: name, kind });
        }
      }
    }
  }
  const markers: Marker[] = [];
  const todos: TodoMarker[] = [];
  for (const { kind, ...marker } of found.values()) {
    if (kind === 'expect') markers.push(marker);
    else todos.push({ ...marker, kind });
  }
  return { markers, todos, problems };
}

const key = ({ file, line, rule }: Marker): string => `${file}\u0000${line}\u0000${rule}`;

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

export function scoreRule(
  rule: string,
  markers: readonly Marker[],
  reports: readonly Report[],
  todos: readonly TodoMarker[] = [],
  mode: ScoringMode = 'ratchet',
): RuleScore {
  const ofRule = todos.filter((todo) => todo.rule === rule);
  const missesTodo = ofRule.filter((todo) => todo.kind === 'expect-todo');
  const wrongTodo = ofRule.filter((todo) => todo.kind === 'todo-not');
  const expectedMarkers = mode === 'honest' ? [...markers, ...missesTodo] : markers;
  const expected = new Map(expectedMarkers.filter((marker) => marker.rule === rule).map((marker) => [key(marker), marker]));
  const reported = new Map(reports.filter((report) => report.rule === rule).map((report) => [key(report), report]));
  const onTodoLine = new Set(mode === 'ratchet' ? ofRule.map(key) : []);
  const falsePositives = [...reported]
    .filter(([id]) => !expected.has(id) && !onTodoLine.has(id))
    .map(([, { file, line }]) => ({ file, line }));
  const falseNegatives = [...expected].filter(([id]) => !reported.has(id)).map(([, { file, line }]) => ({ file, line }));
  const truePositives = expected.size - falseNegatives.length;
  const knownMisses = mode === 'ratchet' ? missesTodo.filter((todo) => !reported.has(key(todo))).map(({ file, line }) => ({ file, line })) : [];
  const knownFalsePositives = mode === 'ratchet' ? wrongTodo.filter((todo) => reported.has(key(todo))).map(({ file, line }) => ({ file, line })) : [];
  return {
    rule,
    files: new Set([...markers.filter((marker) => marker.rule === rule), ...ofRule].map((marker) => marker.file)).size,
    truePositives,
    falsePositives: sortLocations(falsePositives),
    falseNegatives: sortLocations(falseNegatives),
    knownMisses: sortLocations(knownMisses),
    knownFalsePositives: sortLocations(knownFalsePositives),
    precision: ratio(truePositives, truePositives + falsePositives.length),
    recall: ratio(truePositives, expected.size),
  };
}

/** Scores every rule that has at least one marker (of any kind); rules without markers are not scored. */
export function scoreCorpus(
  markers: readonly Marker[],
  reports: readonly Report[],
  todos: readonly TodoMarker[] = [],
  mode: ScoringMode = 'ratchet',
): RuleScore[] {
  return [...new Set([...markers, ...todos].map((marker) => marker.rule))].sort().map((rule) => scoreRule(rule, markers, reports, todos, mode));
}

/**
 * The ratchet: each todo marker that no longer describes what the rule does, as `file:line rule: …`.
 * An `expect-todo` line the rule now reports is "now found", a `todo-not` line it no longer reports "fixed".
 */
export function ratchetFailures(todos: readonly TodoMarker[], reports: readonly Report[]): string[] {
  const reported = new Set(reports.map(key));
  const failures = todos
    .filter((todo) => (todo.kind === 'expect-todo') === reported.has(key(todo)))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  return failures.map(({ file, line, rule, kind }) =>
    kind === 'expect-todo'
      ? `${file}:${line} ${rule}: now found: change expect-todo to expect`
      : `${file}:${line} ${rule}: fixed: remove todo-not`,
  );
}

/** The scores of several rules summed into one row over `files` files (each (file, line, rule) counted once, as per rule). */
export function combineScores(scores: readonly RuleScore[], files: number, rule = 'all rules'): RuleScore {
  const all = <T>(pick: (score: RuleScore) => T[]): T[] => scores.flatMap(pick);
  const truePositives = scores.reduce((sum, score) => sum + score.truePositives, 0);
  const falsePositives = all((score) => score.falsePositives);
  const falseNegatives = all((score) => score.falseNegatives);
  return {
    rule,
    files,
    truePositives,
    falsePositives: sortLocations(falsePositives),
    falseNegatives: sortLocations(falseNegatives),
    knownMisses: sortLocations(all((score) => score.knownMisses)),
    knownFalsePositives: sortLocations(all((score) => score.knownFalsePositives)),
    precision: ratio(truePositives, truePositives + falsePositives.length),
    recall: ratio(truePositives, truePositives + falseNegatives.length),
  };
}

/** Why a score misses the bar, each false positive and negative as `file:line rule`; empty when it passes. */
export function shortfalls(score: RuleScore, bar: Thresholds): string[] {
  if (score.precision >= bar.precision && score.recall >= bar.recall) return [];
  return [
    `${score.rule}: precision ${percent(score.precision)} (bar ${percent(bar.precision)}), recall ${percent(score.recall)} (bar ${percent(bar.recall)})`,
    ...score.falsePositives.map(({ file, line }) => `  false positive ${file}:${line} ${score.rule}`),
    ...score.falseNegatives.map(({ file, line }) => `  false negative ${file}:${line} ${score.rule}`),
  ];
}

/** One row per rule; the columns `todo FN` / `todo FP` (known misses and wrong findings) appear when a score has any. */
export function formatTable(scores: readonly RuleScore[]): string {
  const known = scores.some((score) => score.knownMisses.length > 0 || score.knownFalsePositives.length > 0);
  const header = ['rule', 'files', 'TP', 'FP', 'FN', ...(known ? ['todo FN', 'todo FP'] : []), 'precision', 'recall'];
  const rows = scores.map((score) => [
    score.rule,
    String(score.files),
    String(score.truePositives),
    String(score.falsePositives.length),
    String(score.falseNegatives.length),
    ...(known ? [String(score.knownMisses.length), String(score.knownFalsePositives.length)] : []),
    percent(score.precision),
    percent(score.recall),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows]
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '))
    .join('\n');
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function sortLocations(locations: Location[]): Location[] {
  return locations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
