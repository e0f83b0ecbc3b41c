import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import { formatTable, parseMarkers, scoreCorpus, scoreRule, shortfalls, type CommentLike } from './scoring.js';

function markersOf(code: string) {
  const program = espree.parse(code, { ecmaVersion: 'latest', sourceType: 'module', comment: true, loc: true });
  const { comments = [] } = program as { comments?: CommentLike[] };
  return parseMarkers('a.js', comments, code.split('\n'));
}

describe('parseMarkers', () => {
  it('reads line and block markers, several names, and ignores other comments', () => {
    const { markers, problems } = markersOf(
      [
        '// A file about webhooks',
        'if (sig === expected) {} // expect: rule-a',
        'const ok = a !== b; // expect: rule-a, rule-b',
        'f(x /* expect: rule-c */, // a note',
        '  y); // see expect below',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(markers).toEqual([
      { file: 'a.js', line: 2, rule: 'rule-a' },
      { file: 'a.js', line: 3, rule: 'rule-a' },
      { file: 'a.js', line: 3, rule: 'rule-b' },
      { file: 'a.js', line: 4, rule: 'rule-c' },
    ]);
  });

  it('keeps one marker when a name repeats on a line', () => {
    const { markers } = markersOf('a === b; // expect: rule-a, rule-a\nc === d; /* expect: rule-a */ // expect: rule-a');
    expect(markers).toEqual([
      { file: 'a.js', line: 1, rule: 'rule-a' },
      { file: 'a.js', line: 2, rule: 'rule-a' },
    ]);
  });

  it('flags prefixed names, malformed names, misspelt markers and markers on lines of their own', () => {
    const { markers, problems } = markersOf(
      [
        'a === b; // expect: mcp-state/rule-a',
        'a === b; // expect: rule-a,, Rule_B',
        'a === b; // expects: rule-a',
        '// expect: rule-a',
        'a === b;',
      ].join('\n'),
    );
    expect(markers).toEqual([{ file: 'a.js', line: 2, rule: 'rule-a' }]);
    expect(problems).toEqual([
      { file: 'a.js', line: 1, message: 'write "rule-a" without the "mcp-state/" prefix' },
      { file: 'a.js', line: 2, message: '"" is not a rule name' },
      { file: 'a.js', line: 2, message: '"Rule_B" is not a rule name' },
      { file: 'a.js', line: 3, message: '"expects: rule-a" looks like a marker but is not spelt "expect: <rule>"' },
      { file: 'a.js', line: 4, message: 'a line marker must end a line of code, not stand on its own line' },
    ]);
  });
});

describe('scoreRule', () => {
  const markers = [
    { file: 'a.js', line: 1, rule: 'rule-a' },
    { file: 'a.js', line: 5, rule: 'rule-a' },
    { file: 'b.ts', line: 2, rule: 'rule-a' },
    { file: 'b.ts', line: 9, rule: 'rule-a' },
    { file: 'b.ts', line: 3, rule: 'rule-b' },
  ];
  const reports = [
    { file: 'a.js', line: 1, rule: 'rule-a' },
    { file: 'a.js', line: 1, rule: 'rule-a' }, // twice on one marked line: one true positive
    { file: 'b.ts', line: 2, rule: 'rule-a' },
    { file: 'b.ts', line: 3, rule: 'rule-a' }, // marked for rule-b only
    { file: 'b.ts', line: 7, rule: 'rule-a' },
    { file: 'b.ts', line: 7, rule: 'rule-a' }, // twice on one unmarked line: one false positive
    { file: 'b.ts', line: 3, rule: 'rule-b' },
    { file: 'c.js', line: 4, rule: 'rule-c' }, // a rule without markers
  ];

  it('counts true positives, false positives and false negatives per (file, line)', () => {
    expect(scoreRule('rule-a', markers, reports)).toEqual({
      rule: 'rule-a',
      files: 2,
      truePositives: 2,
      falsePositives: [
        { file: 'b.ts', line: 3 },
        { file: 'b.ts', line: 7 },
      ],
      falseNegatives: [
        { file: 'a.js', line: 5 },
        { file: 'b.ts', line: 9 },
      ],
      precision: 0.5,
      recall: 0.5,
    });
    expect(scoreRule('rule-b', markers, reports)).toMatchObject({ truePositives: 1, precision: 1, recall: 1 });
  });

  it('scores a rule that reports nothing as recall 0', () => {
    expect(scoreRule('rule-a', markers, [])).toMatchObject({ truePositives: 0, precision: 1, recall: 0 });
  });

  it('scores only the rules that have markers', () => {
    expect(scoreCorpus(markers, reports).map((score) => score.rule)).toEqual(['rule-a', 'rule-b']);
  });
});

describe('shortfalls', () => {
  const base = { rule: 'rule-a', files: 1, truePositives: 97, falsePositives: [], falseNegatives: [] };

  it('is empty exactly at the bar', () => {
    expect(shortfalls({ ...base, precision: 0.97, recall: 0.95 }, { precision: 0.97, recall: 0.95 })).toEqual([]);
  });

  it('lists every false positive and negative below the bar', () => {
    const score = {
      ...base,
      falsePositives: [{ file: 'b.ts', line: 7 }],
      falseNegatives: [{ file: 'a.js', line: 5 }],
      precision: 0.96,
      recall: 1,
    };
    expect(shortfalls(score, { precision: 0.97, recall: 0.95 })).toEqual([
      'rule-a: precision 96.0% (bar 97.0%), recall 100.0% (bar 95.0%)',
      '  false positive b.ts:7 rule-a',
      '  false negative a.js:5 rule-a',
    ]);
  });
});

describe('formatTable', () => {
  it('aligns one row per rule', () => {
    const table = formatTable([
      { rule: 'rule-a', files: 2, truePositives: 2, falsePositives: [{ file: 'b.ts', line: 7 }], falseNegatives: [], precision: 2 / 3, recall: 1 },
    ]);
    expect(table).toBe(['rule    files  TP  FP  FN  precision  recall', 'rule-a      2   2   1   0      66.7%  100.0%'].join('\n'));
  });
});
