// The anchors section of `npm run bench` (`--only-anchors` runs it alone): what mcp-state `recommended` costs next to
// setups users run — the one-rule floor, eslint-plugin-import-x recommended with its TypeScript resolver, and a usual
// config (@eslint/js + typescript-eslint recommended, no type information) with and without mcp-state — on the
// generated project, on a real MCP source tree copied from node_modules, and on the JavaScript-only slice's files that
// never name requestState. Every lint is a fresh process (bench/lib/anchor-child.ts); the setups and trees are
// interleaved within each run, their order rotating from run to run and reversed every other run, and every ratio is
// taken within a run.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANCHOR_LABELS, ANCHOR_SETUPS, type AnchorSetup } from './anchor-setups.js';
import { range } from './compare.js';
import { REPOSITORY_ROOT, ciSample, readCorpusFile, stableHash, type CorpusFile } from './corpus.js';
import { GENERATED_PROJECT_DIRECTORY, listGeneratedProject, writeGeneratedProject } from './generate-project.js';
import { listJavaScriptSlice } from './js-slice.js';
import { formatPercent, formatTable, median } from './report.js';

/** The targets of issue 44. */
export const ANCHOR_TARGETS = {
  /** (usual + mcp-state − usual) / usual, CPU, on MCP source. */
  overUsual: 0.05,
  /** (mcp-state − floor) / (import-x − floor), CPU. */
  versusImportX: 0.25,
  /** mcp-state's peak RSS ÷ the floor's, in every run. */
  peakMemoryOverFloor: 1.2,
  /** (mcp-state − floor) / floor, CPU, on code that never names requestState. */
  quietOverFloor: 0.03,
} as const;

/** The real MCP tree: the SDKs' ESM as shipped in node_modules, copied out of it so that it is linted as a project. */
export const MCP_TREE_DIRECTORY = 'bench/.generated/mcp-sdk';
const MCP_SOURCES = [
  // tsc's output of the 1.x SDK: one ES module per source file, relative imports between them
  { from: 'node_modules/@modelcontextprotocol/sdk/dist/esm', to: 'sdk', filter: (path: string) => /\.js$|package\.json$/.test(path) },
  // the 2.x server as published: ES module chunks (.mjs) bundled by its build
  { from: 'node_modules/@modelcontextprotocol/server/dist', to: 'server', filter: (path: string) => /\.mjs$/.test(path) },
] as const;

/** One file in this many of the quiet slice (by a hash of its path), so that a fresh process lints it in seconds. */
const QUIET_SHARE = 6;

type TreeName = 'project' | 'mcp' | 'quiet-slice';

const TREE_LABELS: Record<TreeName, string> = {
  project: `generated project (${GENERATED_PROJECT_DIRECTORY})`,
  mcp: `MCP SDK source (${MCP_TREE_DIRECTORY})`,
  'quiet-slice': `JavaScript slice, files not naming requestState (1 in ${QUIET_SHARE})`,
};

/** The setups timed on each tree: every anchor on the two MCP trees, the floor and mcp-state on the quiet slice. */
const TREE_SETUPS: Record<TreeName, readonly AnchorSetup[]> = {
  project: ANCHOR_SETUPS,
  mcp: ANCHOR_SETUPS,
  'quiet-slice': ['floor', 'mcp-state'],
};

export interface AnchorRun {
  readonly setup: AnchorSetup;
  readonly files: number;
  readonly maxRssKiB: number;
  readonly cpuMilliseconds: number;
  readonly lintCpuMilliseconds: number;
  readonly milliseconds: number;
  readonly fatal: number;
  readonly messages: Record<string, number>;
}

export function writeMcpTree(): CorpusFile[] {
  const directory = join(REPOSITORY_ROOT, MCP_TREE_DIRECTORY);
  rmSync(directory, { recursive: true, force: true });
  for (const { from, to, filter } of MCP_SOURCES) {
    cpSync(join(REPOSITORY_ROOT, from), join(directory, to), {
      recursive: true,
      filter: (source) => !source.endsWith('.map') && (!/\.[a-z]+$/.test(source) || filter(source)),
    });
  }
  writeFileSync(join(directory, 'package.json'), `${JSON.stringify({ name: 'mcp-sdk-sources', private: true, type: 'module' }, null, 2)}\n`);
  return listGeneratedProject(directory);
}

/**
 * The JavaScript-only slice (bench/lib/js-slice.ts) less every file that names requestState: code that never mentions
 * state. One file in {@link QUIET_SHARE}, picked by a hash of its path; `sample`: the CI sample instead.
 */
function quietSlice(sample: boolean): CorpusFile[] {
  const quiet = listJavaScriptSlice().filter((file) => !readCorpusFile(file).includes('requestState'));
  return sample ? ciSample(quiet) : quiet.filter((file) => stableHash(file.path) % QUIET_SHARE === 0);
}

export interface AnchorResults {
  readonly runs: number;
  readonly trees: Record<TreeName, { files: number; bytes: number }>;
  /** Per tree, per setup, one entry per run. */
  readonly perRun: Record<TreeName, Partial<Record<AnchorSetup, AnchorRun[]>>>;
  readonly overUsual: Record<'project' | 'mcp', number[]>;
  readonly versusImportX: Record<'project' | 'mcp', number[]>;
  readonly peakMemoryOverFloor: Record<TreeName, number[]>;
  readonly quietOverFloor: number[];
}

export async function measureAnchors(runs: number, sample: boolean, log: (line?: string) => void, load: () => string): Promise<AnchorResults> {
  const lists = join(REPOSITORY_ROOT, 'bench/.generated/anchors');
  mkdirSync(lists, { recursive: true });
  const trees: Record<TreeName, CorpusFile[]> = { project: writeGeneratedProject().files, mcp: writeMcpTree(), 'quiet-slice': quietSlice(sample) };
  const listFile = (tree: TreeName) => join(lists, `${tree}.json`);
  for (const [tree, files] of Object.entries(trees)) writeFileSync(listFile(tree as TreeName), JSON.stringify(files));
  const treeNames = Object.keys(trees) as TreeName[];
  const sizes = Object.fromEntries(
    treeNames.map((tree) => [tree, { files: trees[tree].length, bytes: trees[tree].reduce((sum, file) => sum + file.bytes, 0) }]),
  ) as AnchorResults['trees'];
  log(`\nAnchors (bench/lib/anchors.ts): ${runs} runs, each setup on each tree a fresh process per run, all interleaved`);
  for (const tree of treeNames) {
    log(`  ${TREE_LABELS[tree]}: ${sizes[tree].files} files, ${(sizes[tree].bytes / 1e3).toFixed(0)} kB; setups ${TREE_SETUPS[tree].join(', ')}`);
  }

  const child = fileURLToPath(new URL('./anchor-child.js', import.meta.url));
  const jobs = treeNames.flatMap((tree) => TREE_SETUPS[tree].map((setup) => ({ tree, setup })));
  const perRun = Object.fromEntries(treeNames.map((tree) => [tree, Object.fromEntries(TREE_SETUPS[tree].map((setup) => [setup, [] as AnchorRun[]]))])) as Record<
    TreeName,
    Record<AnchorSetup, AnchorRun[]>
  >;
  for (let run = 0; run < runs; run++) {
    const shift = (run * 5) % jobs.length;
    const rotated = [...jobs.slice(shift), ...jobs.slice(0, shift)];
    const order = run % 2 === 0 ? rotated : rotated.reverse();
    const started = performance.now();
    for (const { tree, setup } of order) {
      const result = spawnSync(process.execPath, [child, setup, listFile(tree)], { encoding: 'utf8', maxBuffer: 1 << 22 });
      if (result.status !== 0) throw new Error(`anchor child ${setup} on ${tree} failed: ${result.stderr}`);
      const report = JSON.parse(result.stdout.trim()) as AnchorRun;
      if (report.fatal > 0) throw new Error(`anchor child ${setup} on ${tree}: ${report.fatal} parse errors`);
      perRun[tree][setup].push(report);
    }
    log(`  run ${run + 1}/${runs}: ${((performance.now() - started) / 1000).toFixed(0)} s; load ${load()}`);
  }

  const cpuOf = (tree: TreeName, setup: AnchorSetup) => perRun[tree][setup].map((report) => report.cpuMilliseconds);
  const overUsual = (tree: 'project' | 'mcp') => cpuOf(tree, 'usual+mcp-state').map((value, run) => value / cpuOf(tree, 'usual')[run]! - 1);
  const versusImportX = (tree: 'project' | 'mcp') => {
    const floor = cpuOf(tree, 'floor');
    const importX = cpuOf(tree, 'import-x');
    return cpuOf(tree, 'mcp-state').map((value, run) => (value - floor[run]!) / (importX[run]! - floor[run]!));
  };
  const peakOverFloor = (tree: TreeName) =>
    perRun[tree]['mcp-state'].map((report, run) => report.maxRssKiB / perRun[tree].floor[run]!.maxRssKiB);
  const results: AnchorResults = {
    runs,
    trees: sizes,
    perRun,
    overUsual: { project: overUsual('project'), mcp: overUsual('mcp') },
    versusImportX: { project: versusImportX('project'), mcp: versusImportX('mcp') },
    peakMemoryOverFloor: Object.fromEntries(treeNames.map((tree) => [tree, peakOverFloor(tree)])) as Record<TreeName, number[]>,
    quietOverFloor: cpuOf('quiet-slice', 'mcp-state').map((value, run) => value / cpuOf('quiet-slice', 'floor')[run]! - 1),
  };

  const secondsOf = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
  const mib = (kiB: number) => `${(kiB / 1024).toFixed(0)} MiB`;
  for (const tree of treeNames) {
    log(`\n${TREE_LABELS[tree]}: whole-process CPU, lint CPU, peak RSS; median (min … max) of ${runs} runs`);
    log(
      formatTable(
        ['setup', 'process CPU', 'over the floor', 'lint CPU', 'peak RSS', 'findings'],
        TREE_SETUPS[tree].map((setup) => {
          const reports = perRun[tree][setup];
          const floor = cpuOf(tree, 'floor');
          return [
            ANCHOR_LABELS[setup],
            range(cpuOf(tree, setup), secondsOf),
            setup === 'floor' ? '—' : range(cpuOf(tree, setup).map((value, run) => value / floor[run]! - 1), formatPercent),
            range(reports.map((report) => report.lintCpuMilliseconds), secondsOf),
            range(reports.map((report) => report.maxRssKiB), mib),
            Object.entries(reports[0]!.messages).map(([plugin, count]) => `${plugin} ${count}`).join(', ') || 'none',
          ];
        }),
      ),
    );
  }

  const ratio = (value: number) => value.toFixed(3);
  const verdict = (met: boolean) => (met ? 'met' : '**not met**');
  log(`\nAnchors against the targets (whole-process CPU, ratios within each run; median (min … max) of ${runs} runs)`);
  log(
    formatTable(
      ['target', 'tree', 'figure', 'limit', ''],
      [
        ...(['mcp', 'project'] as const).map((tree) => [
          'mcp-state recommended over the usual config, CPU',
          TREE_LABELS[tree],
          range(results.overUsual[tree], formatPercent),
          `≤ +${ANCHOR_TARGETS.overUsual * 100} %`,
          verdict(median(results.overUsual[tree]) <= ANCHOR_TARGETS.overUsual),
        ]),
        ...(['mcp', 'project'] as const).map((tree) => [
          'mcp-state over the floor ÷ import-x over the floor, CPU',
          TREE_LABELS[tree],
          range(results.versusImportX[tree], ratio),
          `≤ ${ANCHOR_TARGETS.versusImportX}`,
          verdict(median(results.versusImportX[tree]) <= ANCHOR_TARGETS.versusImportX),
        ]),
        ...treeNames.map((tree) => [
          'mcp-state peak RSS ÷ the floor’s, in every run (judged by the highest)',
          TREE_LABELS[tree],
          range(results.peakMemoryOverFloor[tree], ratio),
          `≤ ${ANCHOR_TARGETS.peakMemoryOverFloor}`,
          verdict(Math.max(...results.peakMemoryOverFloor[tree]) <= ANCHOR_TARGETS.peakMemoryOverFloor),
        ]),
        [
          'mcp-state over the floor on code never naming requestState, CPU',
          TREE_LABELS['quiet-slice'],
          range(results.quietOverFloor, formatPercent),
          `≤ +${ANCHOR_TARGETS.quietOverFloor * 100} %`,
          verdict(median(results.quietOverFloor) <= ANCHOR_TARGETS.quietOverFloor),
        ],
      ],
    ),
  );
  return results;
}
