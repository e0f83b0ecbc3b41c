// The multi-file section of `npm run bench`: a generated MCP server of about 500 modules (bench/lib/generate-project.ts),
// linted as a command-line run lints a project. What the five rules cost over the one-rule floor, next to core
// no-unused-vars over the same floor: CPU time in alternating rounds, each round a cold pass (the rules' module cache
// emptied first); peak memory, one fresh process per run; the modules the rules parse themselves in one cold pass.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { clearModuleCache } from '../../src/analysis/modules/index.js';
import { addedRatio, compareSetups, lintOne, overheadOf, range, seconds } from './compare.js';
import { REPOSITORY_ROOT, readCorpusFile } from './corpus.js';
import { formatCrossFileShare, formatImportGraph, measureCrossFileShare, measureImportGraph, type CrossFileShare, type ImportGraphCost } from './cross-file.js';
import { compareRuleClocks, type RuleClocks } from './rule-clocks.js';
import { GENERATED_PROJECT_DIRECTORY, isStateFile, writeGeneratedProject } from './generate-project.js';
import { formatPercent, formatTable, median } from './report.js';
import { SETUP_LABELS, createEngine, setupConfig, type SetupName } from './setups.js';

/** The issue's targets for this section (issue 26). */
export const PROJECT_TARGETS = { cpuOverFloor: 0.05, peakMemoryOverFloor: 1.2, versusUnusedVars: 1 } as const;

const SETUPS: readonly SetupName[] = ['floor', 'mcp-state', 'no-unused-vars'];

export interface FreshRun {
  readonly setup: SetupName;
  readonly files: number;
  readonly maxRssKiB: number;
  readonly milliseconds: number;
  readonly lintCpuMilliseconds: number;
  readonly processCpuMilliseconds: number;
  readonly parses: number;
}

/**
 * Each setup `runs` times, each run a fresh process (bench/lib/rss-child.ts) over the same files; the setups' order
 * rotates from run to run and reverses every other run, so no setup always follows another.
 */
export function freshProcessRuns(setups: readonly SetupName[], runs: number, childOptions: readonly string[]): FreshRun[][] {
  const child = fileURLToPath(new URL('./rss-child.js', import.meta.url));
  const perRun: FreshRun[][] = [];
  for (let run = 0; run < runs; run++) {
    const rotated = [...setups.slice(run % setups.length), ...setups.slice(0, run % setups.length)];
    const order = run % 2 === 0 ? rotated : rotated.reverse();
    const results = new Map<SetupName, FreshRun>();
    for (const setup of order) {
      const result = spawnSync(process.execPath, [child, setup, ...childOptions], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (result.status !== 0) throw new Error(`rss child ${setup} failed: ${result.stderr}`);
      results.set(setup, JSON.parse(result.stdout.trim()) as FreshRun);
    }
    perRun.push(setups.map((setup) => results.get(setup)!));
  }
  return perRun;
}

export interface ProjectResults {
  readonly directory: string;
  readonly files: number;
  readonly lines: number;
  readonly stateFiles: number;
  readonly byLanguage: Record<string, number>;
  readonly rounds: number;
  /** CPU milliseconds per round and setup. */
  readonly cpuTotals: Record<string, number[]>;
  /** Per round: what each setup adds to the floor, as a share of the floor. */
  readonly cpuOverFloor: Record<string, number[]>;
  /** Per round: ((b) − (a)) / ((c) − (a)). */
  readonly rulesVersusUnusedVars: number[];
  /** Per round: (b) − (c), CPU milliseconds. */
  readonly rulesOverUnusedVars: number[];
  /** The rules' own clocks, mcp-state and no-unused-vars interleaved, each round a cold pass. */
  readonly ruleClocks: RuleClocks;
  /** The same, for the rules' shared start alone (analysis, MCP view, the import gates) against no-unused-vars. */
  readonly sharedStartClocks: RuleClocks;
  readonly freshRuns: FreshRun[][];
  /** Per fresh run: each setup's peak RSS over the floor's in the same run. */
  readonly peakMemoryOverFloor: Record<string, number[]>;
  /** Per fresh run: each setup's CPU time of the lint loop over the floor's, minus 1. */
  readonly freshCpuOverFloor: Record<string, number[]>;
  readonly coldPass: CrossFileShare;
  readonly importGraph: ImportGraphCost;
  readonly findings: Record<string, number>;
}

export async function measureProject(rounds: number, rssRuns: number, log: (line?: string) => void, load: () => string): Promise<ProjectResults> {
  const project = writeGeneratedProject();
  const files = project.files;
  const byLanguage: Record<string, number> = {};
  for (const file of files) {
    const kind = file.parser === 'typescript-eslint' ? 'TypeScript' : file.sourceType === 'commonjs' ? 'CommonJS' : 'ESM JavaScript';
    byLanguage[kind] = (byLanguage[kind] ?? 0) + 1;
  }
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  log(
    `\nMulti-file project (${GENERATED_PROJECT_DIRECTORY}, bench/lib/generate-project.ts): ${files.length} files ` +
      `(${Object.entries(byLanguage).map(([kind, count]) => `${count} ${kind}`).join(', ')}), ${project.lines} lines, ` +
      `${(bytes / 1e3).toFixed(0)} kB; ${project.stateFiles} of them name requestState or are lib/state helpers`,
  );

  // findings first: a parse error in the generated code would make every figure below meaningless
  const findingEngine = createEngine(files, setupConfig('mcp-state'), { cwd: REPOSITORY_ROOT });
  const findings: Record<string, number> = {};
  for (const file of files) {
    for (const message of (await lintOne(findingEngine, readCorpusFile(file), file)).messages) {
      if (message.fatal) throw new Error(`${file.path}:${message.line}:${message.column}: ${message.message}`);
      findings[message.ruleId ?? 'no rule'] = (findings[message.ruleId ?? 'no rule'] ?? 0) + 1;
    }
  }
  log(`Findings (config all): ${Object.entries(findings).sort().map(([ruleId, count]) => `${ruleId} ${count}`).join(', ') || 'none'}`);

  log(`\nCPU time, ${rounds} rounds, setups alternating file by file, the rules' module cache emptied before each round: median (min … max)`);
  const comparison = await compareSetups(files, SETUPS, rounds, (line) => log(`${line}; load ${load()}`), { clock: 'cpu', beforeRound: clearModuleCache });
  // no "fastest round" view here: one lint's CPU reading is coarse (the kernel apportions user and system time by
  // sampling ticks), so a per-file minimum over rounds is biased low; round totals average that out
  log(
    formatTable(
      ['setup', 'CPU time', 'added to (a)'],
      SETUPS.map((setup) => [
        SETUP_LABELS[setup],
        range(comparison.totals.get(setup)!, seconds),
        setup === 'floor' ? '—' : range(overheadOf(comparison, setup), formatPercent),
      ]),
    ),
  );
  const cpuOverFloor = Object.fromEntries(SETUPS.filter((setup) => setup !== 'floor').map((setup) => [setup, overheadOf(comparison, setup)]));
  const rulesVersusUnusedVars = addedRatio(comparison, 'mcp-state', 'no-unused-vars');
  const rulesOverUnusedVars = comparison.totals.get('mcp-state')!.map((total, round) => total - comparison.totals.get('no-unused-vars')![round]!);
  const added = (setup: SetupName) => comparison.totals.get(setup)!.map((total, round) => total - comparison.totals.get('floor')![round]!);
  const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
  log(`CPU added to (a) per round: mcp-state ${range(added('mcp-state'), milliseconds)}, no-unused-vars ${range(added('no-unused-vars'), milliseconds)}`);

  // the rules' own clocks do not share the round's swing: where no-unused-vars adds a few hundred milliseconds, they
  // tell the two apart when CPU time per round cannot
  log(`\nThe rules' clocks (ESLint stats), ${rounds} rounds interleaved file by file, each a cold pass`);
  const clocks = await compareRuleClocks(files, ['mcp-state', 'no-unused-vars'], rounds, (line) => log(`  ${line}; load ${load()}`), {
    beforeRound: clearModuleCache,
  });
  log(
    `mcp-state ${range(clocks.totals[0], milliseconds)}, no-unused-vars ${range(clocks.totals[1], milliseconds)}; ` +
      `ratio ${range(clocks.ratios, (value) => value.toFixed(3))}`,
  );
  // what the design costs before any rule asks its own question: the floor under the row above, which tuning the rules cannot lower
  log(`\nThe rules' shared start alone (one rule: analyzeFile, the MCP view, the two import gates; no report), against no-unused-vars, ${rounds} rounds`);
  const startClocks = await compareRuleClocks(files, ['mcp-state-start', 'no-unused-vars'], rounds, (line) => log(`  ${line}; load ${load()}`), {
    beforeRound: clearModuleCache,
  });
  log(
    `shared start ${range(startClocks.totals[0], milliseconds)}, no-unused-vars ${range(startClocks.totals[1], milliseconds)}; ` +
      `ratio ${range(startClocks.ratios, (value) => value.toFixed(3))}`,
  );

  log(`\nPeak memory and CPU, ${rssRuns} fresh processes per setup (bench/lib/rss-child.ts --project), one cold pass each`);
  const freshRuns = freshProcessRuns(SETUPS, rssRuns, ['--project']);
  for (const [run, results] of freshRuns.entries()) {
    log(`  run ${run + 1}/${rssRuns}: ${results.map((result) => `${result.setup} ${(result.maxRssKiB / 1024).toFixed(0)} MiB, ${(result.lintCpuMilliseconds / 1000).toFixed(2)} s CPU`).join('; ')}; load ${load()}`);
  }
  const perRunRatio = (setup: SetupName, value: (run: FreshRun) => number) =>
    freshRuns.map((results) => value(results[SETUPS.indexOf(setup)]!) / value(results[0]!));
  const peakMemoryOverFloor = Object.fromEntries(SETUPS.filter((setup) => setup !== 'floor').map((setup) => [setup, perRunRatio(setup, (run) => run.maxRssKiB)]));
  const freshCpuOverFloor = Object.fromEntries(
    SETUPS.filter((setup) => setup !== 'floor').map((setup) => [setup, perRunRatio(setup, (run) => run.lintCpuMilliseconds).map((ratio) => ratio - 1)]),
  );
  const mib = (kiB: number) => `${(kiB / 1024).toFixed(0)} MiB`;
  log(
    formatTable(
      ['setup', 'peak RSS', 'peak RSS ÷ (a), per run', 'lint CPU', 'lint CPU over (a), per run'],
      SETUPS.map((setup, index) => {
        const runs = freshRuns.map((results) => results[index]!);
        return [
          SETUP_LABELS[setup],
          range(runs.map((run) => run.maxRssKiB), mib),
          setup === 'floor' ? '1' : range(peakMemoryOverFloor[setup]!, (value) => value.toFixed(3)),
          range(runs.map((run) => run.lintCpuMilliseconds / 1000), (value) => `${value.toFixed(2)} s`),
          setup === 'floor' ? '—' : range(freshCpuOverFloor[setup]!, formatPercent),
        ];
      }),
    ),
  );

  const coldPass = await measureCrossFileShare(files, (file, text) =>
    isStateFile(file.path.slice(GENERATED_PROJECT_DIRECTORY.length + 1), text) ? 'files that name requestState or are lib/state helpers' : 'the other files',
  );
  log(`\nCold pass, ${formatCrossFileShare(coldPass)}`);
  const importGraph = measureImportGraph(files);
  log(`For comparison, ${formatImportGraph(importGraph)}`);
  const freshParses = freshRuns.map((results) => results[SETUPS.indexOf('mcp-state')]!.parses);
  log(`Modules the rules parsed themselves in a fresh process: ${[...new Set(freshParses)].join(', ')} (of ${files.length} files, every one of which ESLint parses too)`);

  const ratio = (value: number) => value.toFixed(3);
  const memory = peakMemoryOverFloor['mcp-state']!;
  const verdict = (met: boolean) => (met ? 'met' : '**not met**');
  log(`\nMulti-file project against the targets (median of rounds or runs, min … max)`);
  log(
    formatTable(
      ['measure', 'mcp-state rules', 'no-unused-vars', 'target', ''],
      [
        [
          'CPU over (a), alternating rounds',
          range(cpuOverFloor['mcp-state']!, formatPercent),
          range(cpuOverFloor['no-unused-vars']!, formatPercent),
          `≤ +${PROJECT_TARGETS.cpuOverFloor * 100} %`,
          verdict(median(cpuOverFloor['mcp-state']!) <= PROJECT_TARGETS.cpuOverFloor),
        ],
        [
          // judged by the difference: where no-unused-vars adds nothing measurable, or less than nothing, in a round,
          // the ratio's sign says nothing, and a negative ratio would pass
          'CPU of (b) − (c), within rounds',
          range(rulesOverUnusedVars, (value) => `${value.toFixed(0)} ms`),
          '0',
          '≤ 0',
          verdict(median(rulesOverUnusedVars) <= 0),
        ],
        [
          'CPU added: ((b) − (a)) / ((c) − (a)), shown only',
          range(rulesVersusUnusedVars, ratio),
          '1',
          '',
          '',
        ],
        [
          "rules' clocks, mcp-state ÷ no-unused-vars",
          range(clocks.ratios, ratio),
          '1',
          `≤ ${PROJECT_TARGETS.versusUnusedVars}`,
          verdict(median(clocks.ratios) <= PROJECT_TARGETS.versusUnusedVars),
        ],
        ["rules' clocks, the shared start alone ÷ no-unused-vars, shown only", range(startClocks.ratios, ratio), '1', '', ''],
        [
          'peak RSS ÷ (a), fresh processes',
          range(memory, ratio),
          range(peakMemoryOverFloor['no-unused-vars']!, ratio),
          `≤ ${PROJECT_TARGETS.peakMemoryOverFloor}`,
          verdict(median(memory) <= PROJECT_TARGETS.peakMemoryOverFloor),
        ],
        ['lint CPU over (a), fresh processes', range(freshCpuOverFloor['mcp-state']!, formatPercent), range(freshCpuOverFloor['no-unused-vars']!, formatPercent), '', ''],
        ['modules parsed by the rules, cold pass', String(coldPass.parses), '0', '', ''],
        [
          '… of them linted earlier in the pass',
          String(coldPass.parsesOfLinted),
          '0',
          '0',
          verdict(coldPass.parsesOfLinted === 0),
        ],
      ],
    ),
  );
  return {
    directory: GENERATED_PROJECT_DIRECTORY,
    files: files.length,
    lines: project.lines,
    stateFiles: project.stateFiles,
    byLanguage,
    rounds,
    cpuTotals: Object.fromEntries(comparison.totals),
    cpuOverFloor,
    rulesVersusUnusedVars,
    rulesOverUnusedVars,
    ruleClocks: clocks,
    sharedStartClocks: startClocks,
    freshRuns,
    peakMemoryOverFloor,
    freshCpuOverFloor,
    coldPass,
    importGraph,
    findings,
  };
}
