// The rules' own clocks (ESLint's `stats`), two setups interleaved file by file: what each setup's rules spend, without
// the parse and traversal both share. On a slice where the difference between setups is a few hundred milliseconds,
// the wall clock's round-to-round swing hides it; the rules' clocks do not.
import { REPOSITORY_ROOT, readCorpusFile, type CorpusFile } from './corpus.js';
import { forgetLastFile, lintOne, rulesTime } from './compare.js';
import { createEngine, setupConfig, type SetupName } from './setups.js';

export interface RuleClocks {
  readonly setups: readonly [SetupName, SetupName];
  /** Milliseconds the rules of each setup spent, per round (the floor's rule that does nothing left out). */
  readonly totals: readonly [number[], number[]];
  /** First setup's total over the second's, per round. */
  readonly ratios: number[];
}

const FLOOR_RULE_PREFIX = 'bench-floor/';

export async function compareRuleClocks(
  files: readonly CorpusFile[],
  setups: readonly [SetupName, SetupName],
  rounds: number,
  onRound: (line: string) => void,
  { beforeRound }: { readonly beforeRound?: () => void } = {},
): Promise<RuleClocks> {
  const engines = setups.map((setup) => createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT, stats: true }));
  const texts = files.map((file) => readCorpusFile(file));
  const totals: [number[], number[]] = [[], []];
  const ratios: number[] = [];
  // a round before the measured ones, so that both setups' code is compiled when they are timed
  for (let round = -1; round < rounds; round++) {
    beforeRound?.();
    const spent: [number, number] = [0, 0];
    for (const [index, file] of files.entries()) {
      // each setup goes first on every other file, and the order flips each round: each pays for the other's garbage alike
      const order = (index + round) % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
      for (const which of order) {
        spent[which] += rulesTime(await lintOne(engines[which]!, texts[index]!, file), (ruleId) => !ruleId.startsWith(FLOOR_RULE_PREFIX));
        await forgetLastFile(engines[which]!);
      }
    }
    if (round < 0) continue;
    const ratio = spent[0] / spent[1];
    totals[0].push(spent[0]);
    totals[1].push(spent[1]);
    ratios.push(ratio);
    onRound(`rules' clocks, round ${round + 1}/${rounds}: ${setups[0]} ${spent[0].toFixed(0)} ms, ${setups[1]} ${spent[1].toFixed(0)} ms, ratio ${ratio.toFixed(3)}`);
  }
  return { setups, totals, ratios };
}
