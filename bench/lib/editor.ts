// The editor section of `npm run bench` (`--only-editor` runs it alone): what vscode-eslint pays on each change of a
// file. The editor server keeps one process and one ESLint per workspace and re-lints the open file from its text in
// memory, with the rest of the project linted before. So here: the generated project plus a 1,000-line MCP server
// module (bench/lib/editor-server.ts), two long-lived engines in this one process (the one-rule floor, and the floor +
// mcp-state `recommended`), each lints the whole project once, then round after round the server's text is edited and
// both re-lint it with `lintText`, taking turns at going first. Then a helper module the server imports is changed on
// disk and the mcp-state engine re-lints the server until the change shows (and again once it is restored).
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { FRESHNESS_MS, VERSION_FRESHNESS_MS } from '../../src/analysis/modules/index.js';
import { anchorConfig } from './anchor-setups.js';
import { range } from './compare.js';
import { REPOSITORY_ROOT } from './corpus.js';
import { CHANGED_HELPER_PATH, EDITOR_SERVER_PATH, UNSEALED_HELPER, editorServerModule } from './editor-server.js';
import { GENERATED_PROJECT_DIRECTORY, listGeneratedProject, writeGeneratedProject } from './generate-project.js';
import { formatTable, median } from './report.js';

/** Issue 44: a re-lint with mcp-state `recommended` costs at most this many times the floor's. */
export const EDITOR_TARGET = 1.2;

/** How many re-lints `--editor-profile` profiles, after the timed rounds. */
const PROFILED_RELINTS = 10;

/** Re-lints of the server by each engine after the warm-up and before the timed rounds. */
const UNTIMED_RELINTS = 3;

type EditorSetup = 'floor' | 'mcp-state';
const EDITOR_SETUPS: readonly EditorSetup[] = ['floor', 'mcp-state'];

interface Timing {
  readonly cpuMilliseconds: number;
  readonly milliseconds: number;
}

export interface HelperChange {
  readonly helper: string;
  /** Which freshness window decides when the change can be seen, and its length. */
  readonly window: 'VERSION_FRESHNESS_MS' | 'FRESHNESS_MS';
  readonly windowMilliseconds: number;
  /** The finding the change makes appear (rule, line, column), as the first re-lint that shows it gives it. */
  readonly finding?: string;
  /** From the write to the end of the first re-lint that shows the change; undefined when it never showed. */
  readonly seenAfterMilliseconds?: number;
  readonly relints: number;
  /** Whether the re-lint right after the write (no wait) already showed it. */
  readonly seenAtOnce: boolean;
  /** The same after restoring the helper: the finding gone. */
  readonly restoredAfterMilliseconds?: number;
}

export interface EditorResults {
  readonly rounds: number;
  readonly projectFiles: number;
  readonly serverLines: number;
  readonly warmUpMilliseconds: Record<EditorSetup, number>;
  readonly findings: number;
  readonly perRound: Record<EditorSetup, Timing[]>;
  /** mcp-state ÷ floor within each round. */
  readonly cpuRatios: number[];
  readonly wallRatios: number[];
  readonly helperChange: HelperChange;
  readonly profile?: Record<EditorSetup, ProfileSummary>;
}

/** The text of round `round`: one small edit, of a kind that rotates, carrying the round so that no two texts are equal. */
export function editedText(base: string, round: number): string {
  const replace = (from: string, to: string) => {
    const at = base.indexOf(from);
    if (at < 0) throw new Error(`edit ${round % 4}: '${from}' is not in the server module`);
    return base.slice(0, at) + to + base.slice(at + from.length);
  };
  switch (round % 4) {
    case 0:
      return replace("toolResult('Nothing changed.')", `toolResult('Nothing changed (${round}).')`);
    case 1:
      return replace('const vault = ', `const consoleRevision = ${round};\nconst vault = `);
    case 2:
      return replace('perDay: 25,', `perDay: ${26 + round},`);
    default:
      return replace('oldest first', `oldest first, revision ${round}`);
  }
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function timedLint(engine: ESLint, text: string, filePath: string): Promise<{ timing: Timing; result: ESLint.LintResult }> {
  const cpu = cpuNow();
  const started = performance.now();
  const [result] = await engine.lintText(text, { filePath });
  const timing = { cpuMilliseconds: cpuNow() - cpu, milliseconds: performance.now() - started };
  if (!result || result.fatalErrorCount > 0) throw new Error(`editor: ${filePath} did not parse: ${result?.messages[0]?.message}`);
  return { timing, result };
}

const findingKey = (message: ESLint.LintResult['messages'][number]) => `${message.ruleId} ${message.line}:${message.column}`;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Writes `changed` over the helper, re-lints the server every `pollMilliseconds` until a finding shows that the server
 * did not have, then restores the helper and re-lints until that finding is gone. Gives up after FRESHNESS_MS + 5 s.
 */
async function seeHelperChange(engine: ESLint, server: string, serverText: string): Promise<HelperChange> {
  const helper = join(REPOSITORY_ROOT, GENERATED_PROJECT_DIRECTORY, CHANGED_HELPER_PATH);
  const original = readFileSync(helper, 'utf8');
  const before = new Set((await engine.lintText(serverText, { filePath: server }))[0]!.messages.map(findingKey));
  const pollMilliseconds = 100;
  const giveUp = FRESHNESS_MS + 5000;
  const relintUntil = async (shown: (keys: string[]) => string | undefined) => {
    const written = performance.now();
    let relints = 0;
    while (performance.now() - written < giveUp) {
      const [result] = await engine.lintText(serverText, { filePath: server });
      relints++;
      const found = shown(result!.messages.map(findingKey));
      if (found !== undefined) return { found, after: performance.now() - written, relints };
      await sleep(pollMilliseconds);
    }
    return { found: undefined, after: undefined, relints };
  };
  let change;
  let restored;
  try {
    writeFileSync(helper, UNSEALED_HELPER);
    change = await relintUntil((keys) => keys.find((key) => !before.has(key)));
  } finally {
    writeFileSync(helper, original);
  }
  if (change.found !== undefined) {
    const appeared = change.found;
    restored = await relintUntil((keys) => (keys.includes(appeared) ? undefined : 'gone'));
  }
  return {
    helper: CHANGED_HELPER_PATH,
    window: 'VERSION_FRESHNESS_MS',
    windowMilliseconds: VERSION_FRESHNESS_MS,
    finding: change.found,
    seenAfterMilliseconds: change.after,
    relints: change.relints,
    seenAtOnce: change.found !== undefined && change.relints === 1,
    restoredAfterMilliseconds: restored?.after,
  };
}

export interface ProfileSummary {
  readonly file: string;
  readonly relints: number;
  /** Self time per re-lint, by where the code comes from. */
  readonly byOrigin: Record<string, number>;
  /** The plugin's functions by self time per re-lint, the heaviest first. */
  readonly top: { name: string; where: string; selfMilliseconds: number }[];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function of the profile comes from: the plugin, the parser, ESLint, or something else. */
function originOf(functionName: string, url: string): string {
  if (url === '') return functionName === '(garbage collector)' ? 'garbage collection' : 'native';
  const ours = url.includes('/eslint-plugin-mcp-state-bench/') || !url.includes('/node_modules/');
  if (ours && /\/(?:src|rules)\//.test(url)) return 'mcp-state';
  if (/node_modules\/(?:@typescript-eslint|typescript|ts-api-utils)\//.test(url)) return 'parser (typescript-eslint)';
  if (/node_modules\/(?:eslint|espree|eslint-scope|esquery|@eslint)\//.test(url)) return 'ESLint';
  return 'other';
}

/**
 * `relints` more re-lints by `engine` under V8's sampling profiler (the profile is written to `file`, for DevTools):
 * self time per re-lint by function and by origin. The profiler's own start (V8 logging every compiled function,
 * inside the inspector's native `dispatch`) is left out.
 */
async function profileRelints(engine: ESLint, base: string, server: string, file: string, relints: number): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  for (let relint = 0; relint < relints; relint++) await engine.lintText(editedText(base, 1000 + relint), { filePath: server });
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  session.disconnect();
  writeFileSync(file, JSON.stringify(profile));
  const selfTime = new Map<number, number>();
  for (const [index, node] of profile.samples.entries()) selfTime.set(node, (selfTime.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000 / relints);
  const byFunction = new Map<string, { name: string; where: string; selfMilliseconds: number }>();
  const byOrigin: Record<string, number> = {};
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if ((url === '' && functionName === 'dispatch') || functionName === '(idle)' || functionName === '(program)') continue;
    const self = selfTime.get(node.id) ?? 0;
    const origin = originOf(functionName, url);
    byOrigin[origin] = (byOrigin[origin] ?? 0) + self;
    if (origin !== 'mcp-state') continue;
    const where = url ? `${url.replace(/^.*\/(node_modules|eslint-plugin-mcp-state-bench|bench-build)\//, '')}:${lineNumber + 1}` : '';
    const key = `${functionName} ${where}`;
    const entry = byFunction.get(key) ?? { name: functionName || '(anonymous)', where, selfMilliseconds: 0 };
    entry.selfMilliseconds += self;
    byFunction.set(key, entry);
  }
  return { file, relints, byOrigin, top: [...byFunction.values()].sort((a, b) => b.selfMilliseconds - a.selfMilliseconds).slice(0, 20) };
}

export async function measureEditor(
  rounds: number,
  log: (line?: string) => void,
  load: () => string,
  profileFile?: string,
): Promise<EditorResults> {
  writeGeneratedProject();
  const serverText = editorServerModule();
  const server = join(REPOSITORY_ROOT, GENERATED_PROJECT_DIRECTORY, EDITOR_SERVER_PATH);
  writeFileSync(server, serverText);
  const files = listGeneratedProject();
  const serverLines = serverText.split('\n').length;
  log(
    `\nThe editor (bench/lib/editor.ts): ${GENERATED_PROJECT_DIRECTORY}, ${files.length} files, with ${EDITOR_SERVER_PATH} ` +
      `(${serverLines} lines, bench/lib/editor-server.ts); two engines in this process, each lints the project once and re-lints the server ${UNTIMED_RELINTS} times (not timed), then ` +
      `${rounds} rounds of an edit and a re-lint of the server by each (lintText), taking turns at going first`,
  );

  const engines = new Map<EditorSetup, ESLint>();
  const warmUpMilliseconds = {} as Record<EditorSetup, number>;
  for (const setup of EDITOR_SETUPS) {
    const engine = new ESLint({
      cwd: REPOSITORY_ROOT,
      overrideConfigFile: true,
      // as everywhere in the bench: no eslint-disable or /* eslint … */ comment hides or adds anything
      allowInlineConfig: false,
      overrideConfig: await anchorConfig(setup, files),
    });
    const started = performance.now();
    const results = await engine.lintFiles(files.map((file) => join(REPOSITORY_ROOT, file.path)));
    warmUpMilliseconds[setup] = performance.now() - started;
    const fatal = results.reduce((sum, result) => sum + result.fatalErrorCount, 0);
    if (fatal > 0) throw new Error(`editor: ${fatal} parse errors in the project under ${setup}`);
    engines.set(setup, engine);
  }
  log(`  warm-up (not timed): floor ${(warmUpMilliseconds.floor / 1000).toFixed(1)} s, mcp-state ${(warmUpMilliseconds['mcp-state'] / 1000).toFixed(1)} s; load ${load()}`);

  // a few re-lints of the server itself, not timed, so that the JIT has seen this file's path through the code too
  for (let round = 0; round < UNTIMED_RELINTS; round++) {
    for (const setup of EDITOR_SETUPS) await engines.get(setup)!.lintText(editedText(serverText, 2000 + round), { filePath: server });
  }

  const perRound: Record<EditorSetup, Timing[]> = { floor: [], 'mcp-state': [] };
  let findings = -1;
  for (let round = 0; round < rounds; round++) {
    const text = editedText(serverText, round);
    for (const setup of round % 2 === 0 ? EDITOR_SETUPS : [...EDITOR_SETUPS].reverse()) {
      const { timing, result } = await timedLint(engines.get(setup)!, text, server);
      perRound[setup].push(timing);
      if (setup === 'mcp-state') {
        if (findings >= 0 && result.messages.length !== findings) throw new Error(`editor: round ${round} gives ${result.messages.length} findings, not ${findings}`);
        findings = result.messages.length;
      }
    }
  }
  const cpuRatios = perRound['mcp-state'].map((timing, round) => timing.cpuMilliseconds / perRound.floor[round]!.cpuMilliseconds);
  const wallRatios = perRound['mcp-state'].map((timing, round) => timing.milliseconds / perRound.floor[round]!.milliseconds);
  log(`  ${rounds} rounds done; load ${load()}`);

  const helperChange = await seeHelperChange(engines.get('mcp-state')!, server, serverText);
  let profile: Record<EditorSetup, ProfileSummary> | undefined;
  if (profileFile) {
    profile = {} as Record<EditorSetup, ProfileSummary>;
    for (const setup of EDITOR_SETUPS) {
      profile[setup] = await profileRelints(engines.get(setup)!, serverText, server, profileFile.replace(/(\.cpuprofile)?$/, `-${setup}.cpuprofile`), PROFILED_RELINTS);
    }
  }

  const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
  const ratio = (value: number) => `${value.toFixed(3)}×`;
  const cpuMet = median(cpuRatios) <= EDITOR_TARGET;
  const seen = helperChange.seenAfterMilliseconds;
  log(`\nRe-linting ${EDITOR_SERVER_PATH} after an edit, ${rounds} rounds: median (min … max); ${findings} findings with mcp-state`);
  log(
    formatTable(
      ['setup', 'CPU per re-lint', 'wall clock per re-lint'],
      EDITOR_SETUPS.map((setup) => [
        setup === 'floor' ? 'floor: one rule doing nothing' : 'floor + mcp-state recommended',
        range(perRound[setup].map((timing) => timing.cpuMilliseconds), milliseconds),
        range(perRound[setup].map((timing) => timing.milliseconds), milliseconds),
      ]),
    ),
  );
  log('');
  log(
    formatTable(
      ['target', 'today', 'met'],
      [
        [`a re-lint with mcp-state at most ${EDITOR_TARGET}× the floor's (CPU, within each round)`, `${range(cpuRatios, ratio)}; wall clock ${range(wallRatios, ratio)}`, cpuMet ? 'met' : 'not met'],
        [
          'a changed helper module seen on the next re-lint of its importer',
          seen === undefined
            ? `not seen within ${((FRESHNESS_MS + 5000) / 1000).toFixed(0)} s (${helperChange.relints} re-lints)`
            : `${helperChange.finding} after ${milliseconds(seen)} (re-lint ${helperChange.relints}; ${helperChange.window} = ${helperChange.windowMilliseconds} ms applies, ` +
              `the server imports ${CHANGED_HELPER_PATH} itself; further along a chain FRESHNESS_MS = ${FRESHNESS_MS} ms would); restored: gone after ${
                helperChange.restoredAfterMilliseconds === undefined ? '—' : milliseconds(helperChange.restoredAfterMilliseconds)
              }`,
          seen === undefined ? 'not met' : helperChange.seenAtOnce ? 'met' : `met after the ${helperChange.windowMilliseconds} ms window`,
        ],
      ],
    ),
  );
  if (profile) {
    const perRelint = (value: number) => `${value.toFixed(1)} ms`;
    const origins = [...new Set(EDITOR_SETUPS.flatMap((setup) => Object.keys(profile[setup].byOrigin)))].sort(
      (a, b) => (profile['mcp-state'].byOrigin[b] ?? 0) - (profile['mcp-state'].byOrigin[a] ?? 0),
    );
    log(`\n${PROFILED_RELINTS} more re-lints by each engine under V8's profiler (${EDITOR_SETUPS.map((setup) => profile[setup].file).join(', ')}): self time per re-lint, by origin`);
    log(
      formatTable(
        ['origin', ...EDITOR_SETUPS],
        origins.map((origin) => [origin, ...EDITOR_SETUPS.map((setup) => perRelint(profile[setup].byOrigin[origin] ?? 0))]),
      ),
    );
    log("\nThe plugin's functions, by self time per re-lint");
    log(formatTable(['function', 'where', 'self'], profile['mcp-state'].top.map((entry) => [entry.name, entry.where, perRelint(entry.selfMilliseconds)])));
  }
  return { rounds, projectFiles: files.length, serverLines, warmUpMilliseconds, findings, perRound, cpuRatios, wallRatios, helperChange, profile };
}
