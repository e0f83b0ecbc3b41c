// The share of the rules' time spent on other modules of the project (resolving, reading, parsing and scanning them),
// measured in one pass that starts with nothing read, as a command-line run does.
import { join } from 'node:path';
import {
  clearModuleCache,
  crossModuleTime,
  lastParsedModules,
  moduleParseCount,
  moduleReadCount,
  ProjectImports,
  projectSpecifiersOf,
  type CrossModuleWork,
} from '../../src/analysis/modules/index.js';
import { loadModule } from '../../src/analysis/modules/module-cache.js';
import { rememberLintedText } from '../../src/analysis/modules/linted-texts.js';
import { REPOSITORY_ROOT, readCorpusFile, type CorpusFile } from './corpus.js';
import { forgetLastFile, lintOne, range, rulesTime } from './compare.js';
import { createEngine, mcpStateRuleIds, setupConfig } from './setups.js';

export interface CrossFileShare {
  /** The mcp-state rules' time by ESLint's stats, milliseconds. */
  readonly rules: number;
  /** Milliseconds on other modules, by kind of work. */
  readonly crossModule: Readonly<Record<CrossModuleWork, number>>;
  readonly crossModuleTotal: number;
  /** Other modules parsed in the pass. */
  readonly parses: number;
  /** Of those, modules ESLint had linted earlier in the pass (the rules could have read the linter's tree). */
  readonly parsesOfLinted: number;
  /** Module files the rules read from disk in the pass (a module ESLint linted earlier is taken from its text). */
  readonly reads: number;
  /** The rules' time by group of linted files (when the caller names groups): files, and milliseconds by rule. */
  readonly groups: Readonly<Record<string, { readonly files: number; readonly byRule: Readonly<Record<string, number>> }>>;
}

/** Which group a linted file's time is counted in (see {@link CrossFileShare.groups}). */
export type FileGroup = (file: CorpusFile, text: string) => string;

export async function measureCrossFileShare(files: readonly CorpusFile[], groupOf?: FileGroup): Promise<CrossFileShare> {
  clearModuleCache();
  const engine = createEngine(files, setupConfig('mcp-state'), { cwd: REPOSITORY_ROOT, stats: true });
  const ours = new Set(mcpStateRuleIds());
  const before = crossModuleTime();
  const parsesBefore = moduleParseCount();
  const readsBefore = moduleReadCount();
  let rules = 0;
  let parsesOfLinted = 0;
  const linted = new Set<string>();
  const groups: Record<string, { files: number; byRule: Record<string, number> }> = {};
  for (const file of files) {
    const parsed = moduleParseCount();
    const text = readCorpusFile(file);
    const result = await lintOne(engine, text, file);
    rules += rulesTime(result, (ruleId) => ours.has(ruleId));
    if (groupOf) {
      const group = (groups[groupOf(file, text)] ??= { files: 0, byRule: {} });
      group.files += 1;
      for (const ruleId of ours) group.byRule[ruleId] = (group.byRule[ruleId] ?? 0) + rulesTime(result, (id) => id === ruleId);
    }
    const log = lastParsedModules();
    for (const path of log.slice(log.length - Math.min(log.length, moduleParseCount() - parsed))) if (linted.has(path)) parsesOfLinted += 1;
    linted.add(join(REPOSITORY_ROOT, file.path));
    await forgetLastFile(engine);
  }
  const after = crossModuleTime();
  const crossModule = Object.fromEntries(
    (Object.keys(after) as CrossModuleWork[]).map((kind) => [kind, after[kind] - before[kind]]),
  ) as Record<CrossModuleWork, number>;
  const crossModuleTotal = Object.values(crossModule).reduce((sum, value) => sum + value, 0);
  return { rules, crossModule, crossModuleTotal, parses: moduleParseCount() - parsesBefore, parsesOfLinted, reads: moduleReadCount() - readsBefore, groups };
}

export function formatCrossFileShare(share: CrossFileShare): string {
  const parts = (Object.entries(share.crossModule) as [CrossModuleWork, number][]).map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`).join(', ');
  const percent = share.rules > 0 ? ((100 * share.crossModuleTotal) / share.rules).toFixed(1) : '0.0';
  return (
    `one pass from an empty module cache: the rules ${share.rules.toFixed(0)} ms (ESLint stats), of which other modules ` +
    `${share.crossModuleTotal.toFixed(0)} ms = ${percent} % (${parts}; ${share.parses} modules parsed, ` +
    `${share.parsesOfLinted} of them linted earlier in the pass; ${share.reads} module files read from disk)` +
    Object.entries(share.groups)
      .map(([group, { files, byRule }]) => {
        const total = Object.values(byRule).reduce((sum, value) => sum + value, 0);
        const rules = Object.entries(byRule)
          .sort(([first], [second]) => first.localeCompare(second))
          .map(([ruleId, ms]) => `${ruleId.replace(/^mcp-state\//, '')} ${ms.toFixed(0)}`)
          .join(', ');
        return `\n  ${group}: ${files} files, ${total.toFixed(0)} ms (${(total / Math.max(files, 1)).toFixed(2)} ms a file; ${rules})`;
      })
      .join('')
  );
}

/** What walking the project's import graph costs with nothing else running (see {@link measureImportGraph}). */
export interface ImportGraphCost {
  /** Milliseconds per pass, each from an empty module cache. */
  readonly passes: readonly number[];
  /** Specifiers resolved in a pass: each file's run-time imports, once per file. */
  readonly specifiers: number;
  /** Of them, those that name a module of the project. */
  readonly projectModules: number;
}

/**
 * The import graph alone, as a cold lint run meets it: for each file in lint order, its text handed over as the
 * linter hands it (so a module linted earlier is not read again), then every run-time specifier its text names
 * resolved from that file and the module loaded (read when not linted yet), from an empty module cache, with no lint
 * around it. This is what the rules pay before they ask anything of another module, so it bounds from below what
 * they can cost on a project whose files import each other.
 */
export function measureImportGraph(files: readonly CorpusFile[], passes = 5): ImportGraphCost {
  const parser = { parser: {}, parserOptions: {} };
  const texts = files.map((file) => readCorpusFile(file));
  const times: number[] = [];
  let specifiers = 0;
  let projectModules = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    clearModuleCache();
    specifiers = 0;
    projectModules = 0;
    const started = performance.now();
    for (const [index, file] of files.entries()) {
      const path = join(REPOSITORY_ROOT, file.path);
      rememberLintedText(path, texts[index]!);
      const own = loadModule(path);
      if (!own) continue;
      const imports = new ProjectImports(path, parser, undefined);
      for (const specifier of projectSpecifiersOf(own)) {
        specifiers += 1;
        if (imports.module(specifier)) projectModules += 1;
      }
    }
    times.push(performance.now() - started);
  }
  clearModuleCache();
  return { passes: times, specifiers, projectModules };
}

export function formatImportGraph(cost: ImportGraphCost): string {
  return (
    `the import graph alone (every file's ${cost.specifiers} run-time specifiers resolved, ${cost.projectModules} of them ` +
    `project modules, each module loaded once, from the linter's text where it linted it first; no lint): ` +
    `${range(cost.passes, (ms) => `${ms.toFixed(1)} ms`)} per cold pass, ${cost.passes.length} passes`
  );
}
