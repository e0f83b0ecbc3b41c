// Setups compared over a set of files: every file linted by every setup in turn, in every order, for several rounds;
// ratios are computed within a round, so that the machine's load moves all setups of a round alike.
import { join } from 'node:path';
import type { ESLint } from 'eslint';
import { REPOSITORY_ROOT, ciSample, readCorpusFile, type CorpusFile } from './corpus.js';
import { formatPercent, formatTable, median } from './report.js';
import { SETUP_LABELS, createEngine, setupConfig, type SetupName } from './setups.js';

export interface Comparison {
  readonly rounds: number;
  readonly setups: readonly SetupName[];
  /** Total time of each setup, per round. */
  readonly totals: Map<SetupName, number[]>;
  /** Each file's fastest time per setup over the rounds. */
  readonly fastest: Map<SetupName, number[]>;
  readonly byOrigin: Map<string, Map<SetupName, number[]>>;
}

export async function lintOne(engine: ESLint, text: string, file: CorpusFile | string, root = REPOSITORY_ROOT) {
  const filePath = join(root, typeof file === 'string' ? file : file.path);
  const [result] = await engine.lintText(text, { filePath });
  return result!;
}

/** Milliseconds the rules `counts` accepts spent on one lint (`create` and every listener, from ESLint's stats). */
export function rulesTime(result: ESLint.LintResult, counts: (ruleId: string) => boolean): number {
  let total = 0;
  for (const pass of result.stats?.times.passes ?? []) {
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (counts(ruleId)) total += time.total;
  }
  return total;
}

/** ESLint keeps the last file's SourceCode (and so our analysis of it): four setups × typescript.js overflow the heap. */
export async function forgetLastFile(engine: ESLint) {
  await engine.lintText('', { filePath: join(REPOSITORY_ROOT, 'bench/empty.js') });
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

export interface CompareOptions {
  /** What a lint's time is: the wall clock (default), or the process's CPU time (user + system, all threads). */
  readonly clock?: 'wall' | 'cpu';
  /** Called before each round, e.g. to empty the rules' module cache so that every round is a cold pass. */
  readonly beforeRound?: () => void;
}

/** Milliseconds of CPU the process has used (user + system, every thread: the collector's helpers too). */
export function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export async function compareSetups(
  files: readonly CorpusFile[],
  setups: readonly SetupName[],
  rounds: number,
  onRound: (line: string) => void,
  { clock = 'wall', beforeRound }: CompareOptions = {},
): Promise<Comparison> {
  const now = clock === 'cpu' ? cpuMilliseconds : () => performance.now();
  const orders = permutations(setups);
  const texts = files.map((file) => readCorpusFile(file));
  const engines = new Map(setups.map((setup) => [setup, createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT })]));
  const warmUp = new Set(ciSample(files));
  for (const [index, file] of files.entries()) {
    if (warmUp.has(file)) for (const engine of engines.values()) await lintOne(engine, texts[index]!, file);
  }
  for (const engine of engines.values()) await forgetLastFile(engine);
  const totals = new Map<SetupName, number[]>(setups.map((setup) => [setup, []]));
  const fastest = new Map<SetupName, number[]>(setups.map((setup) => [setup, files.map(() => Infinity)]));
  const byOrigin = new Map<string, Map<SetupName, number[]>>();
  for (let round = 0; round < rounds; round++) {
    beforeRound?.();
    const roundTotals = new Map<SetupName, number>(setups.map((setup) => [setup, 0]));
    const roundByOrigin = new Map<string, Map<SetupName, number>>();
    for (const [index, file] of files.entries()) {
      // every order in turn, so that each setup follows each other one (and pays for its garbage) equally often
      const order = orders[(index + round * 7) % orders.length]!;
      const perOrigin = roundByOrigin.get(file.origin) ?? new Map<SetupName, number>();
      roundByOrigin.set(file.origin, perOrigin);
      for (const setup of order) {
        const started = now();
        await lintOne(engines.get(setup)!, texts[index]!, file);
        const elapsed = now() - started;
        await forgetLastFile(engines.get(setup)!);
        roundTotals.set(setup, roundTotals.get(setup)! + elapsed);
        fastest.get(setup)![index] = Math.min(fastest.get(setup)![index]!, elapsed);
        perOrigin.set(setup, (perOrigin.get(setup) ?? 0) + elapsed);
      }
    }
    for (const setup of setups) totals.get(setup)!.push(roundTotals.get(setup)!);
    for (const [origin, perSetup] of roundByOrigin) {
      const entry = byOrigin.get(origin) ?? new Map<SetupName, number[]>();
      byOrigin.set(origin, entry);
      for (const [setup, elapsed] of perSetup) entry.set(setup, [...(entry.get(setup) ?? []), elapsed]);
    }
    onRound(`  round ${round + 1}/${rounds}: ${setups.map((setup) => `${setup} ${seconds(roundTotals.get(setup)!)}`).join(', ')}`);
  }
  return { rounds, setups, totals, fastest, byOrigin };
}

export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2)} s`;
export const range = (numbers: readonly number[], format: (value: number) => string) =>
  `${format(median(numbers))} (${format(Math.min(...numbers))} … ${format(Math.max(...numbers))})`;

/** Per round, what `setup` adds to the floor, as a share of the floor. */
export function overheadOf(comparison: Comparison, setup: SetupName): number[] {
  const floor = comparison.totals.get('floor')!;
  return comparison.totals.get(setup)!.map((total, round) => (total - floor[round]!) / floor[round]!);
}

/** Per round, what `setup` adds to the floor over what `other` adds. */
export function addedRatio(comparison: Comparison, setup: SetupName, other: SetupName): number[] {
  const floor = comparison.totals.get('floor')!;
  const otherTotals = comparison.totals.get(other)!;
  return comparison.totals.get(setup)!.map((total, round) => (total - floor[round]!) / (otherTotals[round]! - floor[round]!));
}

export function fastestTotal(comparison: Comparison, setup: SetupName): number {
  return comparison.fastest.get(setup)!.reduce((sum, value) => sum + value, 0);
}

/** The table of setups: time per round and what each adds to the floor. */
export function formatSetups(comparison: Comparison): string {
  return formatTable(
    ['setup', 'time', 'added to (a)', 'fastest rounds, added to (a)'],
    comparison.setups.map((setup) => [
      SETUP_LABELS[setup],
      range(comparison.totals.get(setup)!, seconds),
      setup === 'floor' ? '—' : range(overheadOf(comparison, setup), formatPercent),
      setup === 'floor'
        ? seconds(fastestTotal(comparison, 'floor'))
        : formatPercent(fastestTotal(comparison, setup) / fastestTotal(comparison, 'floor') - 1),
    ]),
  );
}
