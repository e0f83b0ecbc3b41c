// Writes every flow in every variant as a project under one temporary directory, lints them all in one ESLint run
// (the plugin from src, every rule at error with default options), and maps each finding to the expectation whose
// snippet sits at its position.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import plugin from '../../src/index.js';
import { FLOWS } from './flows.js';
import { manifestOf, render, variantsOf, type Flow, type Project } from './variants.js';

export type ConfigName = 'default' | 'strict';

export interface Place {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** A finding, with its position: `rule/messageId file:line:column`. */
export interface Finding {
  /** An expectation's other acceptable places: the use of a helper of another module, the `await` of a call. */
  readonly orAt?: readonly Place[];
  readonly rule: string;
  readonly messageId: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export function findingKey(finding: Finding): string {
  return `${finding.rule}/${finding.messageId} ${finding.file}:${finding.line}:${finding.column}`;
}

/**
 * A finding about a helper of another module may be reported at the use, naming the helper (DESIGN.md: "reports stay
 * in the file being linted"): the `…Helper` messages say the same as their plain counterparts. Both spellings count
 * as one finding kind; the position still has to match. A read of unverified state is one kind whether it decodes
 * (`unverifiedState`) or takes the token apart first (`unverifiedRead`).
 */
const SAME_FINDING: Readonly<Record<string, string>> = {
  unsignedStateHelper: 'unsignedState',
  unverifiedStateHelper: 'unverifiedState',
  unverifiedRead: 'unverifiedState',
  helperMissingSignedFields: 'missingSignedFields',
  helperSkipsChecks: 'openerSkipsChecks',
  helperJwtNeverExpires: 'missingExpiry',
  helperJwtIgnoresExpiry: 'jwtIgnoresExpiry',
  helperJwtToleranceTooLong: 'jwtToleranceTooLong',
  helperReversedAge: 'reversedAge',
  timingUnsafeCompareHelper: 'timingUnsafeCompare',
  literalKeyHelper: 'literalKey',
  literalFallbackHelper: 'literalFallback',
  shortKeyHelper: 'shortKey',
  predictableKeyHelper: 'predictableKey',
  publicKeyHelper: 'publicKey',
};

export function findingKind(messageId: string): string {
  return SAME_FINDING[messageId] ?? messageId;
}

export interface Located {
  /** Each expectation's position in the project, or a problem with the snippet (missing, not unique). */
  readonly expected: ReadonlyArray<Finding | { readonly problem: string }>;
}

function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

function occurrences(text: string, snippet: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(snippet); at !== -1; at = text.indexOf(snippet, at + 1)) found.push(at);
  return found;
}

/** Marks the position inside a snippet. */
const CURSOR = '@@';

/** Where each expectation of a project is: the one place its snippet occurs, in whichever file holds it. */
export function locate(project: Project): Located {
  const expected = project.flow.expect.map((expectation, index) => {
    const candidates = project.snippets[index]!;
    // the handler's spelling first; a sibling helper's spelling (`this.x(`) when the handler's is not there
    const snippet = candidates.find((candidate) => project.files.some((file) => file.text.includes(candidate.replace(CURSOR, '')))) ?? candidates[0]!;
    const places = project.files.flatMap((file) => occurrences(file.text, snippet.replace(CURSOR, '')).map((at) => ({ file, at: at + Math.max(0, snippet.indexOf(CURSOR)) })));
    if (places.length !== 1) return { problem: `'${snippet}' occurs ${places.length} times` };
    const [{ file, at }] = places as [{ file: Project['files'][number]; at: number }];
    const alternatives: Place[] = [];
    // an awaited call (the async and .then variants) may be reported at its `await`
    if (file.text.slice(0, at).endsWith('await ')) alternatives.push({ file: file.path, ...positionOf(file.text, at - 'await '.length) });
    // a #private method's name may be reported from its `#`
    if (file.text.slice(0, at).endsWith('#')) alternatives.push({ file: file.path, ...positionOf(file.text, at - 1) });
    // a value the async variants wrap in parentheses (`exp: (await expiresIn(…))`) is reported inside them
    if (file.text.startsWith('(await ', at)) alternatives.push({ file: file.path, ...positionOf(file.text, at + 1) });
    const use = project.uses[index];
    if (use !== undefined) {
      const uses = project.files.flatMap((other) => occurrences(other.text, use.replace(CURSOR, '')).map((place) => ({ other, place: place + Math.max(0, use.indexOf(CURSOR)) })));
      if (uses.length !== 1) return { problem: `use '${use}' occurs ${uses.length} times` };
      const [{ other, place }] = uses as [{ other: Project['files'][number]; place: number }];
      alternatives.push({ file: other.path, ...positionOf(other.text, place) });
    }
    const finding: Finding = { rule: expectation.rule, messageId: expectation.messageId, file: file.path, ...positionOf(file.text, at) };
    return alternatives.length === 0 ? finding : { ...finding, orAt: alternatives };
  });
  return { expected };
}

export interface Outcome {
  readonly project: Project;
  readonly directory: string;
  readonly expected: readonly Finding[];
  readonly actual: readonly Finding[];
  /** Expected, not reported (compared by rule, finding kind and position). */
  readonly missing: readonly Finding[];
  /** Reported, not expected. */
  readonly extra: readonly Finding[];
  /** Snippet problems and parse errors: a broken generator, not a disagreement. */
  readonly problems: readonly string[];
}

export function agrees(outcome: Outcome): boolean {
  return outcome.missing.length === 0 && outcome.extra.length === 0 && outcome.problems.length === 0;
}

/** Whether `actual` is the `expected` finding: same rule and kind, at its place (or its use's). */
function sameFinding(expected: Finding, actual: Finding): boolean {
  if (expected.rule !== actual.rule || findingKind(expected.messageId) !== findingKind(actual.messageId)) return false;
  return [expected, ...(expected.orAt ?? [])].some((place) => place.file === actual.file && place.line === actual.line && place.column === actual.column);
}

/** Every flow in every variant it applies to. */
export function allProjects(flows: readonly Flow[] = FLOWS): Project[] {
  return flows.flatMap((flow) => variantsOf(flow).map((variant) => render(flow, variant)));
}

export function projectDirectory(root: string, project: Project): string {
  return join(root, project.flow.name, project.variant.name);
}

/** Writes each project under `root` (a fresh temporary directory unless given). */
export function writeProjects(projects: readonly Project[], root = mkdtempSync(join(tmpdir(), 'mcp-state-metamorphic-'))): string {
  rmSync(root, { recursive: true, force: true });
  for (const project of projects) {
    const directory = projectDirectory(root, project);
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, 'package.json'), manifestOf(project));
    for (const file of project.files) {
      mkdirSync(dirname(join(directory, file.path)), { recursive: true });
      writeFileSync(join(directory, file.path), file.text);
    }
  }
  return root;
}

function eslintFor(root: string, config: ConfigName): ESLint {
  const rules: Linter.RulesRecord =
    config === 'strict'
      ? (plugin.configs.strict.rules as Linter.RulesRecord)
      : Object.fromEntries(Object.keys(plugin.rules).map((name) => [`mcp-state/${name}`, 'error' as const]));
  const overrideConfig: Linter.Config[] = [
    { files: ['**/*.js'], languageOptions: { sourceType: 'module', ecmaVersion: 'latest' } },
    { files: ['**/cjs/**/*.js'], languageOptions: { sourceType: 'commonjs', ecmaVersion: 'latest' } },
    { files: ['**/*.ts'], languageOptions: { parser: tsParser as Linter.Parser, sourceType: 'module' } },
    { files: ['**/*.js', '**/*.ts'], plugins: { 'mcp-state': plugin as unknown as ESLint.Plugin }, rules },
  ];
  return new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig, ignore: false, cache: false });
}

/** Lints every project under `root` in one ESLint run and compares each with its flow's expectations. */
export async function lintProjects(root: string, projects: readonly Project[], config: ConfigName = 'default'): Promise<Outcome[]> {
  const files = projects.flatMap((project) => project.files.map((file) => join(projectDirectory(root, project), file.path)));
  const results = await eslintFor(root, config).lintFiles(files);
  const byFile = new Map(results.map((result) => [result.filePath, result]));
  return projects.map((project) => {
    const directory = projectDirectory(root, project);
    const problems: string[] = [];
    const actual: Finding[] = [];
    for (const file of project.files) {
      const result = byFile.get(join(directory, file.path));
      if (result === undefined) {
        problems.push(`${file.path} was not linted`);
        continue;
      }
      for (const message of result.messages) {
        if (message.fatal === true || message.ruleId === null) problems.push(`${file.path}:${message.line}:${message.column} ${message.message}`);
        else actual.push({ rule: message.ruleId.replace(/^mcp-state\//, ''), messageId: message.messageId ?? '', file: relative(directory, result.filePath), line: message.line, column: message.column });
      }
    }
    const expected: Finding[] = [];
    for (const place of locate(project).expected) {
      if ('problem' in place) problems.push(place.problem);
      else expected.push(place);
    }
    const missing = expected.filter((finding) => !actual.some((other) => sameFinding(finding, other)));
    const extra = actual.filter((finding) => !expected.some((other) => sameFinding(other, finding)));
    return { project, directory, expected, actual, missing, extra, problems };
  });
}

/** Writes, lints and compares every flow × variant. */
export async function runAll(config: ConfigName = 'default', flows: readonly Flow[] = FLOWS): Promise<{ root: string; outcomes: Outcome[] }> {
  const projects = allProjects(flows);
  const root = writeProjects(projects);
  return { root, outcomes: await lintProjects(root, projects, config) };
}
