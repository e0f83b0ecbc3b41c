// The metamorphic suite (issue 41, point 6): every base flow of flows.ts, written in every structural variant of
// variants.ts, must give exactly the findings the flow expects (rule, message kind and mapped position). The pairs
// that disagree today are listed in known-disagreements.ts; each is asserted to still disagree, so the table only
// shrinks. `npx tsx tests/metamorphic/report.ts` prints the matrix with what is missing and extra.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import tsParser from '@typescript-eslint/parser';
import * as espree from 'espree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { FLOWS } from './flows.js';
import { KNOWN_DISAGREEMENTS } from './known-disagreements.js';
import { agrees, allProjects, findingKey, lintProjects, locate, projectDirectory, writeProjects, type Outcome } from './run.js';
import { VARIANTS, variantsOf } from './variants.js';

const projects = allProjects();
let root = '';
let outcomes: Outcome[] = [];
let strict: Outcome[] = [];

beforeAll(async () => {
  root = writeProjects(projects);
  outcomes = await lintProjects(root, projects, 'default');
  strict = await lintProjects(root, projects, 'strict');
  // (about 70 s alone on this 2-core machine for 2,550 projects linted twice; room for a machine shared with other work)
}, 300_000);

afterAll(() => {
  if (root !== '') rmSync(root, { recursive: true, force: true });
});

function outcomeOf(flow: string, variant: string): Outcome {
  const outcome = outcomes.find((candidate) => candidate.project.flow.name === flow && candidate.project.variant.name === variant);
  if (outcome === undefined) throw new Error(`no outcome for ${flow} × ${variant}`);
  return outcome;
}

function summary(outcome: Outcome): { missing: string[]; extra: string[]; problems: readonly string[] } {
  return { missing: outcome.missing.map(findingKey), extra: outcome.extra.map(findingKey), problems: outcome.problems };
}

describe('the generator', () => {
  it('has at least 20 flows, at least 12 variants, and at least 12 variants for every flow', () => {
    expect(FLOWS.length).toBeGreaterThanOrEqual(20);
    expect(VARIANTS.length).toBeGreaterThanOrEqual(12);
    for (const flow of FLOWS) expect({ flow: flow.name, variants: variantsOf(flow).length >= 12 }).toEqual({ flow: flow.name, variants: true });
    expect(new Set(FLOWS.map((flow) => flow.name)).size).toBe(FLOWS.length);
  });

  it('covers a finding of each of the five rules, and silent look-alikes', () => {
    const rules = new Set(FLOWS.flatMap((flow) => flow.expect.map((expectation) => expectation.rule)));
    expect([...rules].sort()).toEqual(Object.keys(plugin.rules).sort());
    expect(FLOWS.filter((flow) => flow.expect.length === 0).length).toBeGreaterThanOrEqual(8);
  });

  it('writes files that parse: JavaScript with espree (module or CommonJS), TypeScript with @typescript-eslint/parser', () => {
    const failures: string[] = [];
    for (const project of projects) {
      for (const file of project.files) {
        try {
          if (file.path.endsWith('.ts')) tsParser.parse(file.text, { sourceType: 'module', ecmaVersion: 'latest' });
          else espree.parse(file.text, { sourceType: file.sourceType, ecmaVersion: 'latest' });
        } catch (error) {
          failures.push(`${project.flow.name} × ${project.variant.name} ${file.path}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('writes JavaScript that node --check accepts (every JavaScript variant of a server flow and of the client flow)', { timeout: 60_000 }, async () => {
    const run = promisify(execFile);
    const sample = projects.filter(
      (project) => ['hand-rolled-complete', 'client-echoes-state'].includes(project.flow.name) && project.variant.language === 'js',
    );
    const files = sample.flatMap((project) => project.files.map((file) => join(projectDirectory(root, project), file.path)));
    const results = await Promise.all(files.map((file) => run(process.execPath, ['--check', file]).then(() => '', (error: Error) => `${file}: ${error.message}`)));
    expect(results.filter((result) => result !== '')).toEqual([]);
  });

  it('finds every expectation’s snippet exactly once in each variant', () => {
    const problems = projects.flatMap((project) =>
      locate(project).expected.flatMap((place) => ('problem' in place ? [`${project.flow.name} × ${project.variant.name}: ${place.problem}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it('lints every project without a parse error or a rule crash, under default options and strict', () => {
    const problems = [...outcomes, ...strict].flatMap((outcome) => outcome.problems.map((problem) => `${outcome.project.flow.name} × ${outcome.project.variant.name}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('lists only flows and variants that exist in KNOWN_DISAGREEMENTS', () => {
    for (const [flow, variants] of Object.entries(KNOWN_DISAGREEMENTS)) {
      const known = FLOWS.find((candidate) => candidate.name === flow);
      expect(known, flow).toBeDefined();
      const applies = variantsOf(known!).map((variant) => variant.name);
      for (const variant of variants) expect(applies, `${flow} × ${variant}`).toContain(variant);
    }
  });
});

describe.each(FLOWS.map((flow) => ({ flow: flow.name, variants: variantsOf(flow).map((variant) => variant.name) })))('$flow', ({ flow, variants }) => {
  for (const variant of variants) {
    if (KNOWN_DISAGREEMENTS[flow]?.includes(variant)) {
      it(`${variant}: still disagrees (known; remove it from KNOWN_DISAGREEMENTS once it agrees)`, () => {
        const outcome = outcomeOf(flow, variant);
        expect(outcome.problems).toEqual([]);
        expect(agrees(outcome), `${flow} × ${variant} agrees now: remove it from KNOWN_DISAGREEMENTS`).toBe(false);
      });
    } else {
      it(`${variant}: reports exactly what the flow expects`, () => {
        expect(summary(outcomeOf(flow, variant))).toEqual({ missing: [], extra: [], problems: [] });
      });
    }
  }
});
