import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { Linter, type ESLint } from 'eslint';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import {
  combineScores,
  formatTable,
  parseMarkers,
  ratchetFailures,
  scoreCorpus,
  shortfalls,
  type Marker,
  type MarkerProblem,
  type Report,
  type Thresholds,
  type TodoMarker,
} from './scoring.js';

/** The bar every rule with markers must clear on the corpus. */
const BAR: Thresholds = { precision: 0.97, recall: 0.95 };

const CORPUS_DIR = fileURLToPath(new URL('.', import.meta.url));
const HARNESS_FILES = new Set(['accuracy.test.ts', 'lint-order.test.ts', 'scoring.ts', 'scoring.test.ts']);

const PARSING: Record<string, { parser: Linter.Parser; sourceType: 'module' | 'commonjs' }> = {
  '.js': { parser: espree, sourceType: 'module' },
  '.mjs': { parser: espree, sourceType: 'module' },
  '.cjs': { parser: espree, sourceType: 'commonjs' },
  '.ts': { parser: tsParser, sourceType: 'module' },
  '.mts': { parser: tsParser, sourceType: 'module' },
  '.cts': { parser: tsParser, sourceType: 'commonjs' },
};

const ruleNames = Object.keys(plugin.rules);

/** `.js` is CommonJS in a project whose nearest package.json (below the corpus folder) has no `"type": "module"`. */
function sourceTypeOf(file: string, extension: string): 'module' | 'commonjs' {
  const fallback = PARSING[extension]!.sourceType;
  if (extension !== '.js') return fallback;
  for (let directory = dirname(join(CORPUS_DIR, file)); directory.startsWith(CORPUS_DIR) && directory !== CORPUS_DIR; directory = dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module' ? 'module' : 'commonjs';
  }
  return fallback;
}

/** A TypeScript file of a project with a tsconfig.json (below the corpus folder) is linted with type information. */
function typedProjectOf(file: string): string | undefined {
  for (let directory = dirname(join(CORPUS_DIR, file)); directory.startsWith(CORPUS_DIR) && directory !== CORPUS_DIR; directory = dirname(directory)) {
    if (existsSync(join(directory, 'tsconfig.json'))) return directory;
  }
  return undefined;
}

interface LintedCorpus {
  files: string[];
  markers: Marker[];
  /** `expect-todo` and `todo-not` markers: known gaps, held by the ratchet. */
  todos: TodoMarker[];
  reports: Report[];
  markerProblems: MarkerProblem[];
  /** Fatal parse errors, messages without a rule (rule crashes) and thrown exceptions. */
  breakages: string[];
}

function corpusFiles(): string[] {
  return readdirSync(CORPUS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => extname(path) in PARSING && !HARNESS_FILES.has(path) && !path.split(sep).includes('node_modules'))
    .map((path) => path.split(sep).join('/'))
    .sort();
}

function lintCorpus(): LintedCorpus {
  const linter = new Linter({ configType: 'flat', cwd: CORPUS_DIR });
  const rules = Object.fromEntries(ruleNames.map((name) => [`mcp-state/${name}`, 'error' as const]));
  const corpus: LintedCorpus = { files: corpusFiles(), markers: [], todos: [], reports: [], markerProblems: [], breakages: [] };
  for (const file of corpus.files) {
    const extension = extname(file);
    const { parser } = PARSING[extension]!;
    const sourceType = sourceTypeOf(file, extension);
    const typedRoot = parser === tsParser ? typedProjectOf(file) : undefined;
    const parserOptions = typedRoot ? { project: './tsconfig.json', tsconfigRootDir: typedRoot } : {};
    const config: Linter.Config[] = [
      {
        files: [`**/*${extension}`],
        languageOptions: { parser, sourceType, ecmaVersion: 'latest', parserOptions },
        plugins: { 'mcp-state': plugin as unknown as ESLint.Plugin },
        rules,
      },
    ];
    const code = readFileSync(join(CORPUS_DIR, file), 'utf8');
    let messages: Linter.LintMessage[];
    try {
      messages = linter.verify(code, config, { filename: join(CORPUS_DIR, file) });
    } catch (error) {
      corpus.breakages.push(`${file}: linting threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      continue;
    }
    for (const message of messages) {
      if (message.fatal === true || message.ruleId === null) {
        corpus.breakages.push(`${file}:${message.line}:${message.column} ${message.message}`);
      } else {
        corpus.reports.push({ file, line: message.line, rule: message.ruleId.replace(/^mcp-state\//, '') });
      }
    }
    const sourceCode = linter.getSourceCode();
    if (sourceCode) {
      const { markers, todos, problems } = parseMarkers(file, sourceCode.getAllComments(), sourceCode.lines);
      corpus.markers.push(...markers);
      corpus.todos.push(...todos);
      corpus.markerProblems.push(...problems);
    }
  }
  return corpus;
}

const corpus = lintCorpus();
const scores = scoreCorpus(corpus.markers, corpus.reports, corpus.todos);
const markedRules = scores.map((score) => score.rule);

describe('accuracy corpus', () => {
  it('has corpus files, all of which parse and lint without a crash', () => {
    expect(corpus.files.length).toBeGreaterThan(0);
    expect(corpus.breakages).toEqual([]);
  });

  it('has well-formed markers', () => {
    expect(corpus.markerProblems.map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([]);
  });

  it('has todo markers that still describe what the rules do (the ratchet)', () => {
    expect(ratchetFailures(corpus.todos, corpus.reports)).toEqual([]);
  });

  it('prints the score table', () => {
    console.log(`\nAccuracy on ${corpus.files.length} corpus files (bar: precision ${BAR.precision}, recall ${BAR.recall})\n${formatTable(scores)}\n`);
    expect(scores.length).toBeGreaterThan(0);
  });

  describe('multi-file projects (tests/corpus/projects)', () => {
    const inProjects = (location: { file: string }) => location.file.startsWith('projects/');
    const projectMarkers = corpus.markers.filter(inProjects);
    const projectReports = corpus.reports.filter(inProjects);
    const projectTodos = corpus.todos.filter(inProjects);
    // the 100 % check leaves the lines of todo markers out; the honest scores count them as misses and false positives
    const projectScores = scoreCorpus(projectMarkers, projectReports, projectTodos);
    const honestScores = scoreCorpus(projectMarkers, projectReports, projectTodos, 'honest');
    const projects = new Set(corpus.files.filter((file) => inProjects({ file })).map((file) => file.split('/')[1]));

    it('prints the score table of the projects, and the honest one', () => {
      const projectFiles = corpus.files.filter((file) => inProjects({ file })).length;
      console.log(`\nAccuracy on ${projects.size} multi-file projects (todo lines left out)\n${formatTable(projectScores)}\n`);
      console.log(
        `\nHonest accuracy on ${projects.size} multi-file projects (expect-todo counted as missed, todo-not as false positives)\n` +
          `${formatTable([...honestScores, combineScores(honestScores, projectFiles)])}\n`,
      );
      expect(projects.size).toBeGreaterThanOrEqual(15);
    });

    it('covers every rule of the plugin', () => {
      expect(projectScores.map((score) => score.rule).sort()).toEqual([...ruleNames].sort());
    });

    it.each(ruleNames)('%s reaches full precision and recall (todo lines left out)', (rule) => {
      const score = projectScores.find((candidate) => candidate.rule === rule);
      expect(score && shortfalls(score, { precision: 1, recall: 1 }).join('\n')).toBe('');
    });
  });

  describe.each(markedRules)('%s', (rule) => {
    it('is a rule of the plugin', () => {
      const marked = corpus.markers.filter((marker) => marker.rule === rule);
      expect(
        ruleNames.includes(rule),
        `rule ${rule} named by ${marked.length} markers (first at ${marked[0]?.file}:${marked[0]?.line}) is not in plugin.rules`,
      ).toBe(true);
    });

    it(`reaches precision ≥ ${BAR.precision} and recall ≥ ${BAR.recall}`, () => {
      const score = scores.find((candidate) => candidate.rule === rule)!;
      expect(shortfalls(score, BAR).join('\n')).toBe('');
    });
  });
});
