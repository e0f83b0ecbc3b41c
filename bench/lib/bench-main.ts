// `npm run bench`: what the mcp-state rules cost on real code, against ESLint's floor, a core rule and a peer plugin;
// how their cost grows with file length; what they add to peak memory. `--oxlint` instead compares the two hosts,
// ESLint and Oxlint, with and without the rules (bench/lib/hosts.ts). docs/performance.md explains the method.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ESLint } from 'eslint';
import { REPOSITORY_ROOT, ciSample, listCorpusFiles, readCorpusFile } from './corpus.js';
import { generateModule } from './generate.js';
import { measureProject } from './project-section.js';
import { measureAnchors } from './anchors.js';
import { measureEditor } from './editor.js';
import { formatPercent, formatTable, median } from './report.js';
import { addedRatio, compareSetups, fastestTotal, formatSetups, lintOne, overheadOf, range, rulesTime, seconds } from './compare.js';
import { listJavaScriptSlice } from './js-slice.js';
import { formatCrossFileShare, measureCrossFileShare } from './cross-file.js';
import { compareRuleClocks } from './rule-clocks.js';
import { SETUP_LABELS, SETUP_NAMES, createEngine, mcpStateRuleIds, setupConfig, type SetupName } from './setups.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string' },
    'rss-runs': { type: 'string', default: '4' },
    'skip-corpus': { type: 'boolean', default: false },
    'skip-rule-times': { type: 'boolean', default: false },
    'skip-rss': { type: 'boolean', default: false },
    'skip-scaling': { type: 'boolean', default: false },
    'skip-js-slice': { type: 'boolean', default: false },
    'skip-projects': { type: 'boolean', default: false },
    'only-projects': { type: 'boolean', default: false },
    'skip-anchors': { type: 'boolean', default: false },
    'only-anchors': { type: 'boolean', default: false },
    'anchor-runs': { type: 'string', default: '5' },
    'skip-editor': { type: 'boolean', default: false },
    'only-editor': { type: 'boolean', default: false },
    'editor-rounds': { type: 'string', default: '20' },
    'editor-profile': { type: 'string' },
    sample: { type: 'boolean', default: false },
    json: { type: 'string' },
    oxlint: { type: 'boolean', default: false },
  },
});

const ROUNDS = Number(values.rounds ?? (values.oxlint ? 3 : 5));
type Section = 'corpus' | 'js-slice' | 'projects' | 'anchors' | 'editor' | 'rule-times' | 'rss' | 'scaling';
const only: Section | undefined = values['only-projects']
  ? 'projects'
  : values['only-anchors']
    ? 'anchors'
    : values['only-editor']
      ? 'editor'
      : undefined;
const skip = (section: Section) => values.oxlint || values[`skip-${section}`] || (only !== undefined && section !== only);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const results: Record<string, unknown> = {};

function log(line = ''): void {
  console.log(line);
}

const machine = {
  cpu: `${cpus()[0]?.model ?? '?'} × ${cpus().length}`,
  memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free)`,
  node: process.version,
  eslint: ESLint.version,
  loadAtStart: load(),
};
results.machine = machine;
log(`Machine: ${machine.cpu}, ${machine.memory}, Node ${machine.node}, ESLint ${machine.eslint}; load ${machine.loadAtStart}`);

const files = only ? [] : values.sample ? ciSample(listCorpusFiles()) : listCorpusFiles();
if (!only) {
  const corpusBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  log(`Corpus: ${files.length} files, ${(corpusBytes / 1e6).toFixed(1)} MB (bench/lib/corpus.ts${values.sample ? ', CI sample only' : ''})`);
}

const lint = lintOne;

// ---------------------------------------------------------------------------------------------------------------
// (a)–(d) over the corpus, alternating file by file and repeated
if (!skip('corpus')) {
  const comparison = await compareSetups(files, SETUP_NAMES, ROUNDS, (line) => log(`${line}; load ${load()}`));
  const overhead = overheadOf(comparison, 'mcp-state');
  const versusUnusedVars = addedRatio(comparison, 'mcp-state', 'no-unused-vars');
  const versusSecurity = addedRatio(comparison, 'mcp-state', 'security');
  const ratio = (value: number) => value.toFixed(3);

  log(`\nWhole corpus, ${ROUNDS} rounds, setups alternating file by file: median (min … max)`);
  log(formatSetups(comparison));
  log('\nRatios, computed within each round');
  log(
    formatTable(
      ['ratio', 'median (min … max)', 'target'],
      [
        ['plugin overhead over (a): ((b) − (a)) / (a)', range(overhead, formatPercent), '≤ +5 %'],
        ['plugin vs no-unused-vars: ((b) − (a)) / ((c) − (a))', range(versusUnusedVars, ratio), '< 1'],
        ['plugin vs security: ((b) − (a)) / ((d) − (a))', range(versusSecurity, ratio), '< 1'],
      ],
    ),
  );
  const fastestAdded = (setup: SetupName) => fastestTotal(comparison, setup) - fastestTotal(comparison, 'floor');
  log(
    `Fastest rounds (each file's fastest of ${ROUNDS}): plugin vs no-unused-vars ${ratio(fastestAdded('mcp-state') / fastestAdded('no-unused-vars'))}, ` +
      `plugin vs security ${ratio(fastestAdded('mcp-state') / fastestAdded('security'))}`,
  );
  log('\nPlugin overhead by package (median over rounds of ((b) − (a)) / (a))');
  log(
    formatTable(
      ['package', '(a) median', 'plugin overhead'],
      [...comparison.byOrigin].map(([origin, perSetup]) => {
        const floor = perSetup.get('floor')!;
        const plugin = perSetup.get('mcp-state')!;
        return [origin, seconds(median(floor)), range(floor.map((value, round) => (plugin[round]! - value) / value), formatPercent)];
      }),
    ),
  );
  const crossFile = await measureCrossFileShare(files);
  log(`\nCross-file share, ${formatCrossFileShare(crossFile)}`);
  results.corpus = {
    crossFile,
    rounds: ROUNDS,
    totals: Object.fromEntries(comparison.totals),
    overhead,
    versusUnusedVars,
    versusSecurity,
    fastest: Object.fromEntries(SETUP_NAMES.map((setup) => [setup, fastestTotal(comparison, setup)])),
    byOrigin: Object.fromEntries([...comparison.byOrigin].map(([origin, perSetup]) => [origin, Object.fromEntries(perSetup)])),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The JavaScript-only slice: .js/.mjs/.cjs of large packages, where no TypeScript parse hides the rules' share
if (!skip('js-slice')) {
  const slice = values.sample ? ciSample(listJavaScriptSlice()) : listJavaScriptSlice();
  const sliceBytes = slice.reduce((sum, file) => sum + file.bytes, 0);
  log(`\nJavaScript-only slice (bench/lib/js-slice.ts): ${slice.length} files, ${(sliceBytes / 1e6).toFixed(1)} MB, ${ROUNDS} rounds`);
  const setups: SetupName[] = ['floor', 'mcp-state', 'no-unused-vars'];
  const comparison = await compareSetups(slice, setups, ROUNDS, (line) => log(`${line}; load ${load()}`));
  log(formatSetups(comparison));
  const versusUnusedVars = addedRatio(comparison, 'mcp-state', 'no-unused-vars');
  log(`plugin vs no-unused-vars, ((b) − (a)) / ((c) − (a)): ${range(versusUnusedVars, (value) => value.toFixed(3))}`);
  const clocks = await compareRuleClocks(slice, ['mcp-state', 'no-unused-vars'], ROUNDS, (line) => log(`${line}; load ${load()}`));
  const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
  log(
    `Rules' clocks, interleaved file by file (ESLint stats): mcp-state ${range(clocks.totals[0], milliseconds)}, ` +
      `no-unused-vars ${range(clocks.totals[1], milliseconds)}; ratio ${range(clocks.ratios, (value) => value.toFixed(3))} (target < 1)`,
  );
  const crossFile = await measureCrossFileShare(slice);
  log(`Cross-file share, ${formatCrossFileShare(crossFile)}`);
  results.javaScriptSlice = {
    crossFile,
    ruleClocks: clocks,
    files: slice.length,
    bytes: sliceBytes,
    totals: Object.fromEntries(comparison.totals),
    overhead: overheadOf(comparison, 'mcp-state'),
    unusedVarsOverhead: overheadOf(comparison, 'no-unused-vars'),
    versusUnusedVars,
    fastest: Object.fromEntries(setups.map((setup) => [setup, fastestTotal(comparison, setup)])),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The multi-file section: a generated MCP server of about 500 modules (bench/lib/project-section.ts)
if (!skip('projects')) {
  results.projects = await measureProject(ROUNDS, Number(values['rss-runs']), log, load);
}

// ---------------------------------------------------------------------------------------------------------------
// The anchors: mcp-state recommended next to import-x and a usual config, each lint a fresh process (bench/lib/anchors.ts)
if (!skip('anchors')) {
  results.anchors = await measureAnchors(Number(values['anchor-runs']), values.sample, log, load);
}

// ---------------------------------------------------------------------------------------------------------------
// The editor: re-linting a 1,000-line server after an edit in one long-lived process, warm (bench/lib/editor.ts)
if (!skip('editor')) {
  results.editor = await measureEditor(Number(values['editor-rounds']), log, load, values['editor-profile']);
}

// ---------------------------------------------------------------------------------------------------------------
// TIMING-style per-rule figures (ESLint's `stats`), one pass per setup
if (!skip('rule-times')) {
  const texts = files.map((file) => readCorpusFile(file));
  const ruleTimes = new Map<string, number>();
  const parseTimes = new Map<SetupName, number>();
  for (const setup of ['mcp-state', 'no-unused-vars', 'security'] as const) {
    const engine = createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT, stats: true });
    let parse = 0;
    for (const [index, file] of files.entries()) {
      const result = await lint(engine, texts[index]!, file);
      for (const pass of result.stats?.times.passes ?? []) {
        parse += pass.parse?.total ?? 0;
        for (const [ruleId, time] of Object.entries(pass.rules ?? {})) ruleTimes.set(ruleId, (ruleTimes.get(ruleId) ?? 0) + time.total);
      }
    }
    parseTimes.set(setup, parse);
  }
  const parse = median([...parseTimes.values()]);
  const ours = mcpStateRuleIds();
  const oursTotal = ours.reduce((sum, ruleId) => sum + (ruleTimes.get(ruleId) ?? 0), 0);
  const securityTotal = [...ruleTimes].filter(([ruleId]) => ruleId.startsWith('security/')).reduce((sum, [, time]) => sum + time, 0);
  const rows = [...ruleTimes]
    .sort(([, a], [, b]) => b - a)
    .map(([ruleId, time]) => [ruleId, `${time.toFixed(0)} ms`, formatPercent(time / parse).slice(1)]);
  rows.push(['all mcp-state rules', `${oursTotal.toFixed(0)} ms`, formatPercent(oursTotal / parse).slice(1)]);
  rows.push(['all security rules', `${securityTotal.toFixed(0)} ms`, formatPercent(securityTotal / parse).slice(1)]);
  log(`\nPer-rule time over the whole corpus (ESLint stats, TIMING-style); parsing alone takes ${seconds(parse)}`);
  log(formatTable(['rule', 'time', 'of parse time'], rows));
  log(`All mcp-state rules: ${(oursTotal / ruleTimes.get('no-unused-vars')!).toFixed(2)}× no-unused-vars, ${(oursTotal / securityTotal).toFixed(2)}× the security rules.`);
  results.ruleTimes = { parseMilliseconds: parse, rules: Object.fromEntries(ruleTimes) };
}

// ---------------------------------------------------------------------------------------------------------------
// Peak RSS, one child process per run, ABBA order
if (!skip('rss')) {
  const child = fileURLToPath(new URL('./rss-child.js', import.meta.url));
  const runs = new Map<SetupName, { maxRssKiB: number; milliseconds: number }[]>([
    ['floor', []],
    ['mcp-state', []],
  ]);
  const order: SetupName[] = [];
  for (let run = 0; run < Number(values['rss-runs']); run++) order.push(...(run % 2 === 0 ? ['floor', 'mcp-state'] as const : ['mcp-state', 'floor'] as const));
  for (const setup of order) {
    const result = spawnSync(process.execPath, [child, setup, ...(values.sample ? ['--sample'] : [])], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (result.status !== 0) throw new Error(`rss child ${setup} failed: ${result.stderr}`);
    runs.get(setup)!.push(JSON.parse(result.stdout.trim()));
  }
  const floor = runs.get('floor')!.map((run) => run.maxRssKiB / 1024);
  const plugin = runs.get('mcp-state')!.map((run) => run.maxRssKiB / 1024);
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  log(`\nPeak RSS linting the whole corpus in a fresh process (${order.join(', ')})`);
  log(
    formatTable(
      ['setup', 'peak RSS', 'ratio to (a)', 'target'],
      [
        [SETUP_LABELS.floor, range(floor, mib), '1', ''],
        [SETUP_LABELS['mcp-state'], range(plugin, mib), (median(plugin) / median(floor)).toFixed(3), '≤ 1.2'],
      ],
    ),
  );
  results.rss = Object.fromEntries(runs);
}

// ---------------------------------------------------------------------------------------------------------------
// Scaling: time per line on generated modules of 1k, 10k and 100k lines
if (!skip('scaling')) {
  const sizes = [1_000, 10_000, 100_000];
  const repeats = new Map([[1_000, 40], [10_000, 4], [100_000, 1]]);
  const scalingRounds = 5;
  const sources = new Map(sizes.map((size) => [size, generateModule(size)]));
  const floorEngine = createEngine([], setupConfig('floor'), { cwd: REPOSITORY_ROOT });
  const pluginEngine = createEngine([], setupConfig('mcp-state'), { cwd: REPOSITORY_ROOT, stats: true });
  const ours = new Set(mcpStateRuleIds());
  const samples = new Map(sizes.map((size) => [size, { floor: [] as number[], plugin: [] as number[], rules: [] as number[], findings: 0 }]));
  for (const size of sizes) await lint(pluginEngine, sources.get(size)!, `bench/generated-${size}.js`);
  for (let round = 0; round < scalingRounds; round++) {
    for (const size of round % 2 === 0 ? sizes : [...sizes].reverse()) {
      const source = sources.get(size)!;
      const lines = source.split('\n').length;
      const sample = samples.get(size)!;
      for (let repeat = 0; repeat < repeats.get(size)!; repeat++) {
        let started = performance.now();
        await lint(floorEngine, source, `bench/generated-${size}.js`);
        sample.floor.push(((performance.now() - started) * 1000) / lines);
        started = performance.now();
        const result = await lint(pluginEngine, source, `bench/generated-${size}.js`);
        sample.plugin.push(((performance.now() - started) * 1000) / lines);
        sample.rules.push((rulesTime(result, (ruleId) => ours.has(ruleId)) * 1000) / lines);
        sample.findings = result.messages.length;
      }
    }
  }
  const microseconds = (value: number) => `${value.toFixed(2)} µs`;
  const first = samples.get(sizes[0]!)!;
  log('\nScaling on generated modules (bench/lib/generate.ts): time per line, median (min … max)');
  log(
    formatTable(
      ['lines', 'findings', '(a) per line', '(a) per line vs 1k', '(b) per line', 'mcp-state rules per line', 'rules per line vs 1k'],
      sizes.map((size) => {
        const sample = samples.get(size)!;
        return [
          String(sources.get(size)!.split('\n').length),
          String(sample.findings),
          range(sample.floor, microseconds),
          `${(median(sample.floor) / median(first.floor)).toFixed(2)}×`,
          range(sample.plugin, microseconds),
          range(sample.rules, microseconds),
          `${(median(sample.rules) / median(first.rules)).toFixed(2)}×`,
        ];
      }),
    ),
  );
  results.scaling = Object.fromEntries(samples);
}

// ---------------------------------------------------------------------------------------------------------------
// --oxlint: the rules in ESLint and in Oxlint, each host a fresh process per run
if (values.oxlint) {
  const { compareHosts } = await import('./hosts.js');
  results.hosts = await compareHosts(files, ROUNDS, log);
}

results.loadAtEnd = load();
log(`\nLoad at the end: ${results.loadAtEnd}`);
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
