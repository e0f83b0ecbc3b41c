// `npm run bench`: what the mcp-state rules cost on real code, against ESLint's floor, a core rule and a peer plugin;
// how their cost grows with file length; what they add to peak memory. `--oxlint` instead compares the two hosts,
// ESLint and Oxlint, with and without the rules (bench/lib/hosts.ts). docs/performance.md explains the method.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ESLint } from 'eslint';
import { REPOSITORY_ROOT, ciSample, listCorpusFiles, readCorpusFile, type CorpusFile } from './corpus.js';
import { generateModule } from './generate.js';
import { formatPercent, formatTable, median } from './report.js';
import { SETUP_LABELS, SETUP_NAMES, createEngine, mcpStateRuleIds, setupConfig, type SetupName } from './setups.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string' },
    'rss-runs': { type: 'string', default: '4' },
    'skip-corpus': { type: 'boolean', default: false },
    'skip-rule-times': { type: 'boolean', default: false },
    'skip-rss': { type: 'boolean', default: false },
    'skip-scaling': { type: 'boolean', default: false },
    sample: { type: 'boolean', default: false },
    json: { type: 'string' },
    oxlint: { type: 'boolean', default: false },
  },
});

const ROUNDS = Number(values.rounds ?? (values.oxlint ? 3 : 5));
const skip = (section: 'corpus' | 'rule-times' | 'rss' | 'scaling') => values.oxlint || values[`skip-${section}`];
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
const range = (numbers: readonly number[], format: (value: number) => string) =>
  `${format(median(numbers))} (${format(Math.min(...numbers))} … ${format(Math.max(...numbers))})`;
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

const files = values.sample ? ciSample(listCorpusFiles()) : listCorpusFiles();
const corpusBytes = files.reduce((sum, file) => sum + file.bytes, 0);
log(`Corpus: ${files.length} files, ${(corpusBytes / 1e6).toFixed(1)} MB (bench/lib/corpus.ts${values.sample ? ', CI sample only' : ''})`);

async function lint(engine: ESLint, text: string, file: CorpusFile | string) {
  const filePath = join(REPOSITORY_ROOT, typeof file === 'string' ? file : file.path);
  const [result] = await engine.lintText(text, { filePath });
  return result!;
}

/** ESLint keeps the last file's SourceCode (and so our analysis of it): four setups × typescript.js overflow the heap. */
async function forgetLastFile(engine: ESLint) {
  await engine.lintText('', { filePath: join(REPOSITORY_ROOT, 'bench/empty.js') });
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}
const ORDERS = permutations(SETUP_NAMES);

// ---------------------------------------------------------------------------------------------------------------
// (a)–(d) over the corpus, alternating file by file and repeated
if (!skip('corpus')) {
  const texts = files.map((file) => readCorpusFile(file));
  const engines = new Map(SETUP_NAMES.map((setup) => [setup, createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT })]));
  const warmUp = new Set(ciSample(files));
  for (const [index, file] of files.entries()) {
    if (warmUp.has(file)) for (const engine of engines.values()) await lint(engine, texts[index]!, file);
  }
  for (const engine of engines.values()) await forgetLastFile(engine);
  const totals = new Map<SetupName, number[]>(SETUP_NAMES.map((setup) => [setup, []]));
  // each file's fastest time per setup over the rounds: a pause of the machine or the collector hits one round, not all
  const fastest = new Map<SetupName, number[]>(SETUP_NAMES.map((setup) => [setup, files.map(() => Infinity)]));
  const byOrigin = new Map<string, Map<SetupName, number[]>>();
  for (let round = 0; round < ROUNDS; round++) {
    const roundTotals = new Map<SetupName, number>(SETUP_NAMES.map((setup) => [setup, 0]));
    const roundByOrigin = new Map<string, Map<SetupName, number>>();
    for (const [index, file] of files.entries()) {
      // every order in turn, so that each setup follows each other one (and pays for its garbage) equally often
      const order = ORDERS[(index + round * 7) % ORDERS.length]!;
      const perOrigin = roundByOrigin.get(file.origin) ?? new Map<SetupName, number>();
      roundByOrigin.set(file.origin, perOrigin);
      for (const setup of order) {
        const started = performance.now();
        await lint(engines.get(setup)!, texts[index]!, file);
        const elapsed = performance.now() - started;
        await forgetLastFile(engines.get(setup)!);
        roundTotals.set(setup, roundTotals.get(setup)! + elapsed);
        fastest.get(setup)![index] = Math.min(fastest.get(setup)![index]!, elapsed);
        perOrigin.set(setup, (perOrigin.get(setup) ?? 0) + elapsed);
      }
    }
    for (const setup of SETUP_NAMES) totals.get(setup)!.push(roundTotals.get(setup)!);
    for (const [origin, perSetup] of roundByOrigin) {
      const entry = byOrigin.get(origin) ?? new Map<SetupName, number[]>();
      byOrigin.set(origin, entry);
      for (const [setup, elapsed] of perSetup) entry.set(setup, [...(entry.get(setup) ?? []), elapsed]);
    }
    log(`  round ${round + 1}/${ROUNDS}: ${SETUP_NAMES.map((setup) => `${setup} ${seconds(roundTotals.get(setup)!)}`).join(', ')}; load ${load()}`);
  }

  const perRound = (compute: (round: number) => number) => Array.from({ length: ROUNDS }, (_, round) => compute(round));
  const at = (setup: SetupName, round: number) => totals.get(setup)![round]!;
  const added = (setup: SetupName, round: number) => at(setup, round) - at('floor', round);
  const overhead = perRound((round) => added('mcp-state', round) / at('floor', round));
  const versusUnusedVars = perRound((round) => added('mcp-state', round) / added('no-unused-vars', round));
  const versusSecurity = perRound((round) => added('mcp-state', round) / added('security', round));
  const ratio = (value: number) => value.toFixed(3);

  log(`\nWhole corpus, ${ROUNDS} rounds, setups alternating file by file: median (min … max)`);
  log(
    formatTable(
      ['setup', 'time', 'added to (a)'],
      SETUP_NAMES.map((setup) => [
        SETUP_LABELS[setup],
        range(totals.get(setup)!, seconds),
        setup === 'floor' ? '—' : range(perRound((round) => added(setup, round) / at('floor', round)), formatPercent),
      ]),
    ),
  );
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
  const fastestTotal = (setup: SetupName) => fastest.get(setup)!.reduce((sum, value) => sum + value, 0);
  const fastestAdded = (setup: SetupName) => fastestTotal(setup) - fastestTotal('floor');
  log(`\nSum over files of each file's fastest round (${ROUNDS} rounds): the same comparison with the machine's pauses filtered out`);
  log(
    formatTable(
      ['setup', 'time', 'added to (a)'],
      SETUP_NAMES.map((setup) => [
        SETUP_LABELS[setup],
        seconds(fastestTotal(setup)),
        setup === 'floor' ? '—' : formatPercent(fastestAdded(setup) / fastestTotal('floor')),
      ]),
    ),
  );
  log(
    `plugin vs no-unused-vars ${ratio(fastestAdded('mcp-state') / fastestAdded('no-unused-vars'))}, ` +
      `plugin vs security ${ratio(fastestAdded('mcp-state') / fastestAdded('security'))}`,
  );
  log('\nPlugin overhead by package (median over rounds of ((b) − (a)) / (a))');
  log(
    formatTable(
      ['package', '(a) median', 'plugin overhead'],
      [...byOrigin].map(([origin, perSetup]) => {
        const floor = perSetup.get('floor')!;
        const plugin = perSetup.get('mcp-state')!;
        return [origin, seconds(median(floor)), range(floor.map((value, round) => (plugin[round]! - value) / value), formatPercent)];
      }),
    ),
  );
  results.corpus = {
    rounds: ROUNDS,
    totals: Object.fromEntries(totals),
    overhead,
    versusUnusedVars,
    versusSecurity,
    fastest: Object.fromEntries(SETUP_NAMES.map((setup) => [setup, fastestTotal(setup)])),
    byOrigin: Object.fromEntries([...byOrigin].map(([origin, perSetup]) => [origin, Object.fromEntries(perSetup)])),
  };
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
        let rules = 0;
        for (const pass of result.stats?.times.passes ?? []) {
          for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (ours.has(ruleId)) rules += time.total;
        }
        sample.rules.push((rules * 1000) / lines);
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
