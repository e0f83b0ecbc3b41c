// The share of the rules' time spent on other modules of the project (resolving, reading, parsing and scanning them),
// measured in one pass that starts with nothing read, as a command-line run does.
import { join } from 'node:path';
import { clearModuleCache, crossModuleTime, lastParsedModules, moduleParseCount, moduleReadCount, type CrossModuleWork } from '../../src/analysis/modules/index.js';
import { REPOSITORY_ROOT, readCorpusFile, type CorpusFile } from './corpus.js';
import { forgetLastFile, lintOne, rulesTime } from './compare.js';
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
