/**
 * Markers and scoring for the labelled accuracy corpus.
 *
 * A marker is a comment `// expect: rule-a, rule-b` at the end of the line on which each named
 * rule must report (`/* expect: … *\/` where a line comment cannot go; it marks the line it starts on).
 * A rule is scored per (file, line): a marked line with at least one report of the rule is a true
 * positive, a marked line without one a false negative, and every unmarked line with a report of
 * the rule one false positive (several reports on one line count once, on either side).
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

export interface MarkerProblem extends Location {
  message: string;
}

export type Report = Marker;

export interface RuleScore {
  rule: string;
  /** Files holding at least one marker for the rule. */
  files: number;
  truePositives: number;
  falsePositives: Location[];
  falseNegatives: Location[];
  precision: number;
  recall: number;
}

export interface Thresholds {
  precision: number;
  recall: number;
}

const MARKER = /^expect:(.*)$/s;
const MISSPELT_MARKER = /^expect\w*\s*:/i;
const RULE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const PLUGIN_PREFIX = 'mcp-state/';

export function parseMarkers(
  file: string,
  comments: readonly CommentLike[],
  sourceLines: readonly string[],
): { markers: Marker[]; problems: MarkerProblem[] } {
  const markers = new Map<string, Marker>();
  const problems: MarkerProblem[] = [];
  for (const comment of comments) {
    const text = comment.value.trim();
    const match = MARKER.exec(text);
    if (!comment.loc) continue;
    const { line, column } = comment.loc.start;
    if (!match) {
      if (MISSPELT_MARKER.test(text)) {
        problems.push({ file, line, message: `"${text}" looks like a marker but is not spelt "expect: <rule>"` });
      }
      continue;
    }
    if (comment.type === 'Line' && (sourceLines[line - 1] ?? '').slice(0, column).trim() === '') {
      problems.push({ file, line, message: 'a line marker must end a line of code, not stand on its own line' });
      continue;
    }
    const names = (match[1] ?? '').split(',').map((name) => name.trim());
    for (const name of names) {
      if (name.startsWith(PLUGIN_PREFIX)) {
        problems.push({ file, line, message: `write "${name.slice(PLUGIN_PREFIX.length)}" without the "${PLUGIN_PREFIX}" prefix` });
      } else if (!RULE_NAME.test(name)) {
        problems.push({ file, line, message: `"${name}" is not a rule name` });
      } else {
        markers.set(`${line}\u0000${name}`, { file, line, rule: name });
      }
    }
  }
  return { markers: [...markers.values()], problems };
}

const key = ({ file, line, rule }: Marker): string => `${file}\u0000${line}\u0000${rule}`;

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

export function scoreRule(rule: string, markers: readonly Marker[], reports: readonly Report[]): RuleScore {
  const expected = new Map(markers.filter((marker) => marker.rule === rule).map((marker) => [key(marker), marker]));
  const reported = new Map(reports.filter((report) => report.rule === rule).map((report) => [key(report), report]));
  const falsePositives = [...reported].filter(([id]) => !expected.has(id)).map(([, { file, line }]) => ({ file, line }));
  const falseNegatives = [...expected].filter(([id]) => !reported.has(id)).map(([, { file, line }]) => ({ file, line }));
  const truePositives = expected.size - falseNegatives.length;
  return {
    rule,
    files: new Set([...expected.values()].map((marker) => marker.file)).size,
    truePositives,
    falsePositives: sortLocations(falsePositives),
    falseNegatives: sortLocations(falseNegatives),
    precision: ratio(truePositives, truePositives + falsePositives.length),
    recall: ratio(truePositives, expected.size),
  };
}

/** Scores every rule that has at least one marker; rules without markers are not scored. */
export function scoreCorpus(markers: readonly Marker[], reports: readonly Report[]): RuleScore[] {
  return [...new Set(markers.map((marker) => marker.rule))].sort().map((rule) => scoreRule(rule, markers, reports));
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

export function formatTable(scores: readonly RuleScore[]): string {
  const header = ['rule', 'files', 'TP', 'FP', 'FN', 'precision', 'recall'];
  const rows = scores.map((score) => [
    score.rule,
    String(score.files),
    String(score.truePositives),
    String(score.falsePositives.length),
    String(score.falseNegatives.length),
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
