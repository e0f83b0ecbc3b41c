// `npm run bench -- --oxlint`: the mcp-state rules in their two hosts, ESLint and Oxlint (through `jsPlugins`), over
// the benchmark corpus. Each setup is a fresh process from start to exit, as a CI job runs it; the setups alternate
// within each round, and ratios are taken within a round. docs/performance.md ("Oxlint and ESLint") explains it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPOSITORY_ROOT, type CorpusFile } from './corpus.js';
import { formatTable, median } from './report.js';
import { mcpStatePlugin, mcpStateRuleIds } from './setups.js';

const require = createRequire(import.meta.url);
const ESLINT_CHILD = fileURLToPath(new URL('./host-child.js', import.meta.url));
const USAGE_PRELOAD = new URL('./usage-preload.js', import.meta.url).href;
/** The plugin as the benchmark built it (the JavaScript that ships), for Oxlint's `jsPlugins`. */
const PLUGIN_ENTRY = fileURLToPath(new URL('../../src/index.js', import.meta.url));
const OXLINT_BIN = join(REPOSITORY_ROOT, 'node_modules/oxlint/bin/oxlint');

export type HostSetupName = 'eslint-floor' | 'eslint-mcp-state' | 'oxlint-floor' | 'oxlint-defaults' | 'oxlint-mcp-state' | 'oxlint-mcp-state-threads';

export const HOST_SETUP_LABELS: Record<HostSetupName, string> = {
  'eslint-floor': 'ESLint, no rules: parse + scope analysis + traverse',
  'eslint-mcp-state': 'ESLint + all mcp-state rules',
  'oxlint-floor': 'Oxlint, no rules (--threads=1)',
  'oxlint-defaults': "Oxlint's own default rules (--threads=1)",
  'oxlint-mcp-state': 'Oxlint + all mcp-state rules through jsPlugins (--threads=1)',
  'oxlint-mcp-state-threads': 'Oxlint + all mcp-state rules, its default threads',
};
const HOST_SETUPS = Object.keys(HOST_SETUP_LABELS) as HostSetupName[];

interface Measurement {
  milliseconds: number;
  cpuMilliseconds: number;
  maxRssKiB: number;
  findings: number;
}

interface OxlintClocks {
  rules: Record<string, number>;
  total: number;
  callbacks: number;
  overhead: number;
}

export interface HostComparison {
  files: number;
  notLintedByOxlint: string[];
  rounds: Record<HostSetupName, Measurement[]>;
  eslintClocks: { rules: Record<string, number>; parseMilliseconds: number; milliseconds: number };
  oxlintClocks: OxlintClocks & { milliseconds: number };
  oxlintVersion: string;
}

function oxlintConfig(setup: HostSetupName): object {
  if (setup === 'oxlint-defaults') return {};
  const noRules = { categories: { correctness: 'off' } };
  if (setup === 'oxlint-floor') return noRules;
  return { ...noRules, jsPlugins: [PLUGIN_ENTRY], rules: mcpStatePlugin.configs.all.rules };
}

/** Runs `node --import usage-preload <args>` to its end: wall clock from spawn to exit, and the process's own usage. */
function timed(args: readonly string[], work: string): Promise<{ milliseconds: number; cpuMilliseconds: number; maxRssKiB: number; stdout: string; code: number }> {
  const usageFile = join(work, 'usage.json');
  rmSync(usageFile, { force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', USAGE_PRELOAD, ...args], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, MCP_STATE_BENCH_USAGE: usageFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const milliseconds = performance.now() - started;
      try {
        const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as { cpuMilliseconds: number; maxRssKiB: number };
        resolve({ milliseconds, ...usage, stdout: Buffer.concat(stdout).toString('utf8'), code: code ?? -1 });
      } catch {
        reject(new Error(`${args.join(' ').slice(0, 200)} … exited with ${code}:\n${Buffer.concat(stderr).toString('utf8').slice(0, 2000)}`));
      }
    });
  });
}

function oxlintArgs(setup: HostSetupName, configs: Map<HostSetupName, string>, paths: readonly string[], extra: readonly string[] = []): string[] {
  const threads = setup === 'oxlint-mcp-state-threads' ? [] : ['--threads=1'];
  return [OXLINT_BIN, '-c', configs.get(setup)!, '--disable-nested-config', ...threads, ...extra, ...paths];
}

async function measure(setup: HostSetupName, work: string, listFile: string, configs: Map<HostSetupName, string>, paths: readonly string[]): Promise<Measurement> {
  if (setup.startsWith('eslint')) {
    const run = await timed([ESLINT_CHILD, setup === 'eslint-floor' ? 'floor' : 'mcp-state', listFile], work);
    if (run.code !== 0) throw new Error(`ESLint child for ${setup} exited with ${run.code}`);
    return { milliseconds: run.milliseconds, cpuMilliseconds: run.cpuMilliseconds, maxRssKiB: run.maxRssKiB, findings: (JSON.parse(run.stdout) as { findings: number }).findings };
  }
  const run = await timed(oxlintArgs(setup, configs, paths, ['-f', 'json']), work);
  if (run.code !== 0 && run.code !== 1) throw new Error(`oxlint for ${setup} exited with ${run.code}`);
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Array<{ code?: string; message: string }> };
  const crashed = diagnostics.filter((diagnostic) => diagnostic.code === undefined);
  if (crashed.length > 0) throw new Error(`oxlint (${setup}) reported ${crashed.length} errors without a rule:\n${crashed[0]!.message}`);
  const findings = diagnostics.filter((diagnostic) => diagnostic.code?.startsWith('mcp-state(')).length;
  return { milliseconds: run.milliseconds, cpuMilliseconds: run.cpuMilliseconds, maxRssKiB: run.maxRssKiB, findings };
}

/** `--debug=timings`: Oxlint's per-rule clocks for JS plugins and its JS plugin runtime, in milliseconds. */
export function parseOxlintTimings(output: string): OxlintClocks {
  const rules: Record<string, number> = {};
  for (const match of output.matchAll(/^(mcp-state\/[\w-]+) +([\d.]+) +[\d.]+% +\d+ +js-plugin$/gm)) rules[match[1]!] = Number(match[2]);
  const field = (name: string) => {
    const match = new RegExp(`^ *${name}: +([\\d.]+)ms$`, 'm').exec(output);
    if (!match) throw new Error(`oxlint --debug=timings printed no "${name}"`);
    return Number(match[1]);
  };
  return { rules, total: field('Total'), callbacks: field('Rule callbacks'), overhead: field('Shared overhead') };
}

export async function compareHosts(allFiles: readonly CorpusFile[], rounds: number, log: (line?: string) => void): Promise<HostComparison> {
  const work = mkdtempSync(join(tmpdir(), 'mcp-state-bench-hosts-'));
  try {
    const oxlintVersion = (require('oxlint/package.json') as { version: string }).version;
    const configs = new Map<HostSetupName, string>();
    for (const setup of HOST_SETUPS.filter((name) => name.startsWith('oxlint'))) {
      const path = join(work, `${setup}.json`);
      writeFileSync(path, JSON.stringify(oxlintConfig(setup)));
      configs.set(setup, path);
    }
    // both hosts lint the files Oxlint lints (it skips *.min.js, even when named on its command line)
    const listed = spawnSync(process.execPath, oxlintArgs('oxlint-floor', configs, allFiles.map((file) => file.path), ['--debug=files']), {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const linted = new Set(listed.stdout.split('\n').map((line) => line.trim().replace(/^\.\//, '')));
    const files = allFiles.filter((file) => linted.has(file.path));
    const notLintedByOxlint = allFiles.filter((file) => !linted.has(file.path)).map((file) => file.path);
    const listFile = join(work, 'files.json');
    writeFileSync(listFile, JSON.stringify(files));
    const paths = files.map((file) => file.path);
    const megabytes = files.reduce((sum, file) => sum + file.bytes, 0) / 1e6;
    log(`\nOxlint ${oxlintVersion} and ESLint, each a fresh process per run: ${files.length} files, ${megabytes.toFixed(1)} MB${notLintedByOxlint.length > 0 ? ` (Oxlint does not lint ${notLintedByOxlint.join(', ')}, so neither host does here)` : ''}`);

    const measurements = Object.fromEntries(HOST_SETUPS.map((setup) => [setup, [] as Measurement[]])) as Record<HostSetupName, Measurement[]>;
    for (let round = 0; round < rounds; round++) {
      // each round starts with another setup, and every other round runs them backwards
      const rotated = [...HOST_SETUPS.slice(round % HOST_SETUPS.length), ...HOST_SETUPS.slice(0, round % HOST_SETUPS.length)];
      const order = round % 2 === 0 ? rotated : rotated.reverse();
      for (const setup of order) measurements[setup].push(await measure(setup, work, listFile, configs, paths));
      log(`  round ${round + 1}/${rounds}: ${HOST_SETUPS.map((setup) => `${setup} ${(measurements[setup].at(-1)!.milliseconds / 1000).toFixed(2)} s`).join(', ')}`);
    }

    // the rules' own clocks, one run each: ESLint's stats, Oxlint's --debug=timings
    const eslintStats = await timed([ESLINT_CHILD, 'mcp-state', listFile, '--stats'], work);
    const eslintClocks = { ...(JSON.parse(eslintStats.stdout) as { rules: Record<string, number>; parseMilliseconds: number }), milliseconds: eslintStats.milliseconds };
    // (the timings come with the default output format only)
    const oxlintTimings = await timed(oxlintArgs('oxlint-mcp-state', configs, paths, ['--debug=timings']), work);
    const oxlintClocks = { ...parseOxlintTimings(oxlintTimings.stdout), milliseconds: oxlintTimings.milliseconds };

    const comparison: HostComparison = { files: files.length, notLintedByOxlint, rounds: measurements, eslintClocks, oxlintClocks, oxlintVersion };
    report(comparison, log);
    return comparison;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function report({ rounds: measurements, eslintClocks, oxlintClocks }: HostComparison, log: (line?: string) => void): void {
  const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
  const range = (values: readonly number[], format: (value: number) => string) =>
    `${format(median(values))} (${format(Math.min(...values))} … ${format(Math.max(...values))})`;
  const of = (setup: HostSetupName, pick: (measurement: Measurement) => number) => measurements[setup].map(pick);
  log(`\nWall clock per run, ${measurements['eslint-floor'].length} rounds, median (min … max); CPU time and peak RSS of the process, median`);
  log(
    formatTable(
      ['setup', 'wall clock', 'CPU time', 'peak RSS', 'mcp-state findings'],
      HOST_SETUPS.map((setup) => [
        HOST_SETUP_LABELS[setup],
        range(of(setup, (run) => run.milliseconds), seconds),
        seconds(median(of(setup, (run) => run.cpuMilliseconds))),
        `${(median(of(setup, (run) => run.maxRssKiB)) / 1024).toFixed(0)} MiB`,
        [...new Set(of(setup, (run) => run.findings))].join(', '),
      ]),
    ),
  );
  const perRound = (compute: (round: number) => number) => measurements['eslint-floor'].map((_, round) => compute(round));
  const wall = (setup: HostSetupName, round: number) => measurements[setup][round]!.milliseconds;
  const cpu = (setup: HostSetupName, round: number) => measurements[setup][round]!.cpuMilliseconds;
  const ratio = (value: number) => value.toFixed(2);
  const share = (value: number) => `${(value * 100).toFixed(1)} %`;
  const rows: Array<[string, (at: typeof wall) => (round: number) => number, (value: number) => string]> = [
    ["our rules' share of ESLint's run: ((b) − (a)) / (b)", (at) => (round) => (at('eslint-mcp-state', round) - at('eslint-floor', round)) / at('eslint-mcp-state', round), share],
    ["our rules' share of Oxlint's run: ((b) − (a)) / (b)", (at) => (round) => (at('oxlint-mcp-state', round) - at('oxlint-floor', round)) / at('oxlint-mcp-state', round), share],
    ['ESLint + our rules ÷ Oxlint + our rules (one thread)', (at) => (round) => at('eslint-mcp-state', round) / at('oxlint-mcp-state', round), ratio],
    ['ESLint + our rules ÷ Oxlint + our rules (its threads)', (at) => (round) => at('eslint-mcp-state', round) / at('oxlint-mcp-state-threads', round), ratio],
    [
      "our rules in Oxlint ÷ Oxlint's default rules (each over Oxlint without rules)",
      (at) => (round) => (at('oxlint-mcp-state', round) - at('oxlint-floor', round)) / (at('oxlint-defaults', round) - at('oxlint-floor', round)),
      ratio,
    ],
    ['our rules in Oxlint ÷ our rules in ESLint (each over its host without rules)', (at) => (round) => (at('oxlint-mcp-state', round) - at('oxlint-floor', round)) / (at('eslint-mcp-state', round) - at('eslint-floor', round)), ratio],
  ];
  log('\nRatios within each round, median (min … max)');
  log(formatTable(['ratio', 'wall clock', 'CPU time'], rows.map(([label, compute, format]) => [label, range(perRound(compute(wall)), format), range(perRound(compute(cpu)), format)])));

  const ours = mcpStateRuleIds();
  const sum = (times: Record<string, number>) => ours.reduce((total, ruleId) => total + (times[ruleId] ?? 0), 0);
  const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
  log(`\nThe rules' own clocks, one run each: ESLint's stats (TIMING), Oxlint's --debug=timings`);
  log(
    formatTable(
      ['', 'ESLint', 'Oxlint'],
      [
        ...ours.map((ruleId) => [ruleId, milliseconds(eslintClocks.rules[ruleId] ?? 0), milliseconds(oxlintClocks.rules[ruleId] ?? 0)]),
        ['all mcp-state rules', milliseconds(sum(eslintClocks.rules)), milliseconds(sum(oxlintClocks.rules))],
        ['JS plugin runtime (rule callbacks + shared overhead)', '—', `${oxlintClocks.total.toFixed(0)} ms (${oxlintClocks.callbacks.toFixed(0)} + ${oxlintClocks.overhead.toFixed(0)})`],
        ['parsing', `${eslintClocks.parseMilliseconds.toFixed(0)} ms`, '—'],
        ['the whole run (wall clock)', seconds(eslintClocks.milliseconds), seconds(oxlintClocks.milliseconds)],
        [
          "the rules' clocks (Oxlint: its JS plugin runtime) ÷ the run",
          `${((sum(eslintClocks.rules) / eslintClocks.milliseconds) * 100).toFixed(1)} %`,
          `${((oxlintClocks.total / oxlintClocks.milliseconds) * 100).toFixed(1)} %`,
        ],
      ],
    ),
  );
}
