import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import {
  combineScores,
  formatTable,
  parseMarkers,
  ratchetFailures,
  scoreCorpus,
  scoreRule,
  shortfalls,
  type CommentLike,
  type TodoMarker,
} from './scoring.js';

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
    expect(markersOf('a === b; // expect: rule-a').todos).toEqual([]);
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
      { file: 'a.js', line: 3, message: '"expects: rule-a" looks like a marker but is not spelt "expect: <rule>", "expect-todo: <rule>" or "todo-not: <rule>"' },
      { file: 'a.js', line: 4, message: 'a line marker must end a line of code, not stand on its own line' },
    ]);
  });
});

describe('parseMarkers: todo markers', () => {
  it('reads expect-todo and todo-not on a line like expect, line and block forms, several names', () => {
    const { markers, todos, problems } = markersOf(
      [
        'const state = decode(raw); // expect-todo: rule-a',
        'if (mac === sig) {} // todo-not: rule-a, rule-b',
        'f(x /* expect-todo: rule-c */, // expect: rule-a',
        '  y); /* todo-not: rule-d */',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(markers).toEqual([{ file: 'a.js', line: 3, rule: 'rule-a' }]);
    expect(todos).toEqual([
      { file: 'a.js', line: 1, rule: 'rule-a', kind: 'expect-todo' },
      { file: 'a.js', line: 2, rule: 'rule-a', kind: 'todo-not' },
      { file: 'a.js', line: 2, rule: 'rule-b', kind: 'todo-not' },
      { file: 'a.js', line: 3, rule: 'rule-c', kind: 'expect-todo' },
      { file: 'a.js', line: 4, rule: 'rule-d', kind: 'todo-not' },
    ]);
  });

  it('flags a rule marked two ways on one line, misspelt todo markers, prefixes and lines of their own', () => {
    const { markers, todos, problems } = markersOf(
      [
        'a === b; /* expect: rule-a */ // expect-todo: rule-a',
        'a === b; /* todo-not: rule-a */ // expect-todo: rule-a',
        'a === b; // expect-todos: rule-a',
        'a === b; // todo_not: rule-a',
        'a === b; // todo-not: mcp-state/rule-a',
        '// expect-todo: rule-a',
        'a === b; // TODO: rename this (an ordinary note)',
      ].join('\n'),
    );
    expect(markers).toEqual([{ file: 'a.js', line: 1, rule: 'rule-a' }]);
    expect(todos).toEqual([{ file: 'a.js', line: 2, rule: 'rule-a', kind: 'todo-not' }]);
    expect(problems).toEqual([
      { file: 'a.js', line: 1, message: '"rule-a" is marked both expect and expect-todo on one line' },
      { file: 'a.js', line: 2, message: '"rule-a" is marked both todo-not and expect-todo on one line' },
      {
        file: 'a.js',
        line: 3,
        message: '"expect-todos: rule-a" looks like a marker but is not spelt "expect: <rule>", "expect-todo: <rule>" or "todo-not: <rule>"',
      },
      {
        file: 'a.js',
        line: 4,
        message: '"todo_not: rule-a" looks like a marker but is not spelt "expect: <rule>", "expect-todo: <rule>" or "todo-not: <rule>"',
      },
      { file: 'a.js', line: 5, message: 'write "rule-a" without the "mcp-state/" prefix' },
      { file: 'a.js', line: 6, message: 'a line marker must end a line of code, not stand on its own line' },
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
      knownMisses: [],
      knownFalsePositives: [],
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

describe('scoreRule with todo markers', () => {
  const markers = [
    { file: 'a.js', line: 1, rule: 'rule-a' },
    { file: 'a.js', line: 2, rule: 'rule-a' },
  ];
  const todos: TodoMarker[] = [
    { file: 'a.js', line: 3, rule: 'rule-a', kind: 'expect-todo' }, // still missed
    { file: 'b.ts', line: 4, rule: 'rule-a', kind: 'expect-todo' }, // found now
    { file: 'b.ts', line: 5, rule: 'rule-a', kind: 'todo-not' }, // still reported
    { file: 'b.ts', line: 6, rule: 'rule-a', kind: 'todo-not' }, // no longer reported
    { file: 'c.js', line: 7, rule: 'rule-b', kind: 'todo-not' }, // a rule with todo markers only
  ];
  const reports = [
    { file: 'a.js', line: 1, rule: 'rule-a' },
    { file: 'b.ts', line: 4, rule: 'rule-a' },
    { file: 'b.ts', line: 5, rule: 'rule-a' },
    { file: 'b.ts', line: 5, rule: 'rule-a' },
    { file: 'b.ts', line: 8, rule: 'rule-a' }, // unmarked
    { file: 'c.js', line: 7, rule: 'rule-b' },
  ];

  it('ratchet (the default): leaves todo lines out and lists the known misses and wrong findings', () => {
    expect(scoreRule('rule-a', markers, reports, todos)).toEqual({
      rule: 'rule-a',
      files: 2,
      truePositives: 1,
      falsePositives: [{ file: 'b.ts', line: 8 }],
      falseNegatives: [{ file: 'a.js', line: 2 }],
      knownMisses: [{ file: 'a.js', line: 3 }],
      knownFalsePositives: [{ file: 'b.ts', line: 5 }],
      precision: 0.5,
      recall: 0.5,
    });
    expect(scoreRule('rule-b', markers, reports, todos)).toEqual({
      rule: 'rule-b',
      files: 1,
      truePositives: 0,
      falsePositives: [],
      falseNegatives: [],
      knownMisses: [],
      knownFalsePositives: [{ file: 'c.js', line: 7 }],
      precision: 1,
      recall: 1,
    });
  });

  it('honest: counts an expect-todo as expected and a todo-not report as a false positive', () => {
    expect(scoreRule('rule-a', markers, reports, todos, 'honest')).toEqual({
      rule: 'rule-a',
      files: 2,
      truePositives: 2,
      falsePositives: [
        { file: 'b.ts', line: 5 },
        { file: 'b.ts', line: 8 },
      ],
      falseNegatives: [
        { file: 'a.js', line: 2 },
        { file: 'a.js', line: 3 },
      ],
      knownMisses: [],
      knownFalsePositives: [],
      precision: 0.5,
      recall: 0.5,
    });
    expect(scoreRule('rule-b', markers, reports, todos, 'honest')).toMatchObject({
      truePositives: 0,
      falsePositives: [{ file: 'c.js', line: 7 }],
      precision: 0,
      recall: 1,
    });
  });

  it('scores the rules named by todo markers too', () => {
    expect(scoreCorpus(markers, reports, todos).map((score) => score.rule)).toEqual(['rule-a', 'rule-b']);
    expect(scoreCorpus(markers, reports).map((score) => score.rule)).toEqual(['rule-a']);
  });
});

describe('ratchetFailures', () => {
  it('fails each expect-todo the rule now reports and each todo-not it no longer reports, in file order', () => {
    const todos: TodoMarker[] = [
      { file: 'b.ts', line: 6, rule: 'rule-a', kind: 'todo-not' },
      { file: 'b.ts', line: 4, rule: 'rule-a', kind: 'expect-todo' },
      { file: 'a.js', line: 3, rule: 'rule-a', kind: 'expect-todo' },
      { file: 'b.ts', line: 5, rule: 'rule-a', kind: 'todo-not' },
      { file: 'b.ts', line: 4, rule: 'rule-b', kind: 'todo-not' },
    ];
    const reports = [
      { file: 'b.ts', line: 4, rule: 'rule-a' },
      { file: 'b.ts', line: 5, rule: 'rule-a' },
      { file: 'b.ts', line: 6, rule: 'rule-b' }, // another rule: rule-a's todo-not on line 6 is fixed
      { file: 'b.ts', line: 4, rule: 'rule-b' },
    ];
    expect(ratchetFailures(todos, reports)).toEqual([
      'b.ts:4 rule-a: now found: change expect-todo to expect',
      'b.ts:6 rule-a: fixed: remove todo-not',
    ]);
  });

  it('is empty when every todo marker holds', () => {
    expect(ratchetFailures([{ file: 'a.js', line: 3, rule: 'rule-a', kind: 'expect-todo' }], [])).toEqual([]);
  });
});

describe('combineScores', () => {
  it('sums the rules into one row over the given number of files', () => {
    const markers = [
      { file: 'a.js', line: 1, rule: 'rule-a' },
      { file: 'a.js', line: 1, rule: 'rule-b' },
      { file: 'b.ts', line: 2, rule: 'rule-b' },
    ];
    const todos: TodoMarker[] = [{ file: 'b.ts', line: 3, rule: 'rule-a', kind: 'expect-todo' }];
    const reports = [
      { file: 'a.js', line: 1, rule: 'rule-a' },
      { file: 'a.js', line: 1, rule: 'rule-b' },
      { file: 'c.js', line: 9, rule: 'rule-b' },
    ];
    expect(combineScores(scoreCorpus(markers, reports, todos, 'honest'), 3)).toEqual({
      rule: 'all rules',
      files: 3,
      truePositives: 2,
      falsePositives: [{ file: 'c.js', line: 9 }],
      falseNegatives: [
        { file: 'b.ts', line: 2 },
        { file: 'b.ts', line: 3 },
      ],
      knownMisses: [],
      knownFalsePositives: [],
      precision: 2 / 3,
      recall: 0.5,
    });
  });
});

describe('shortfalls', () => {
  const base = { rule: 'rule-a', files: 1, truePositives: 97, falsePositives: [], falseNegatives: [], knownMisses: [], knownFalsePositives: [] };

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
      {
        rule: 'rule-a',
        files: 2,
        truePositives: 2,
        falsePositives: [{ file: 'b.ts', line: 7 }],
        falseNegatives: [],
        knownMisses: [],
        knownFalsePositives: [],
        precision: 2 / 3,
        recall: 1,
      },
    ]);
    expect(table).toBe(['rule    files  TP  FP  FN  precision  recall', 'rule-a      2   2   1   0      66.7%  100.0%'].join('\n'));
  });

  it('adds the columns todo FN and todo FP when a score has known misses or wrong findings', () => {
    const clean = { files: 1, truePositives: 1, falsePositives: [], falseNegatives: [], knownMisses: [], knownFalsePositives: [], precision: 1, recall: 1 };
    const table = formatTable([
      { ...clean, rule: 'rule-a', knownMisses: [{ file: 'a.js', line: 3 }], knownFalsePositives: [{ file: 'b.ts', line: 5 }] },
      { ...clean, rule: 'rule-bb' },
    ]);
    expect(table).toBe(
      [
        'rule     files  TP  FP  FN  todo FN  todo FP  precision  recall',
        'rule-a       1   1   0   0        1        1     100.0%  100.0%',
        'rule-bb      1   1   0   0        0        0     100.0%  100.0%',
      ].join('\n'),
    );
  });
});
