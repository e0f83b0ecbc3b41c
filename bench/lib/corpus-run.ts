// Lints corpus files with every mcp-state rule and collects what breaks (thrown errors, messages without a rule,
// unsafe fixes) and what the rules find.
import { join } from 'node:path';
import { Linter, type ESLint } from 'eslint';
import { REPOSITORY_ROOT, readCorpusFile, type CorpusFile } from './corpus.js';
import { checkFixSafety, type FixSafetyFinding } from './fix-safety.js';
import { createEngine, languageConfigs, mcpStateDefaultsConfig, mcpStatePlugin, withoutIgnores } from './setups.js';

/** `all`: every rule with the options of the `strict` config; `defaults`: every rule with its default options. */
export type CorpusConfigName = 'all' | 'defaults';

export const CORPUS_CONFIGS: Record<CorpusConfigName, () => Linter.Config> = {
  // the corpus lives under tests/, which the plugin's configs leave out as test code: its rules, not its ignores
  all: () => withoutIgnores(mcpStatePlugin.configs.all),
  defaults: mcpStateDefaultsConfig,
};

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly ruleId: string;
  readonly message: string;
  /** The reported source line, trimmed to 160 characters. */
  readonly source: string;
  readonly fixable: boolean;
  readonly suggestions: number;
}

export interface CorpusRun {
  readonly files: number;
  readonly bytes: number;
  /** Thrown errors and messages without a rule that are not parse errors: each one fails the run. */
  readonly crashes: readonly string[];
  /** Files the configured parser rejects (ESLint's business, not a rule's): listed, not failed. */
  readonly parseErrors: readonly string[];
  readonly findings: Readonly<Record<CorpusConfigName, readonly Finding[]>>;
  readonly fixSafety: {
    readonly filesChecked: number;
    readonly fixes: number;
    readonly suggestions: number;
    readonly findings: readonly FixSafetyFinding[];
  };
  readonly milliseconds: number;
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function sourceLine(text: string, line: number): string {
  const lines = text.split('\n', line);
  return (lines[line - 1] ?? '').trim().slice(0, 160);
}

export async function runCorpus(
  files: readonly CorpusFile[],
  { configs = ['all', 'defaults'] as readonly CorpusConfigName[], fixSafety = true, root = REPOSITORY_ROOT } = {},
): Promise<CorpusRun> {
  const started = performance.now();
  const engines = new Map<CorpusConfigName, ESLint>(
    configs.map((name) => [name, createEngine(files, [CORPUS_CONFIGS[name]()], { cwd: root })]),
  );
  const linter = new Linter({ cwd: root });
  const crashes: string[] = [];
  const parseErrors: string[] = [];
  const findings: Record<CorpusConfigName, Finding[]> = { all: [], defaults: [] };
  const safety = { filesChecked: 0, fixes: 0, suggestions: 0, findings: [] as FixSafetyFinding[] };
  let bytes = 0;

  for (const file of files) {
    const text = readCorpusFile(file, root);
    bytes += file.bytes;
    const filePath = join(root, file.path);
    let needsFixCheck = false;
    for (const [name, engine] of engines) {
      let messages: Linter.LintMessage[];
      try {
        const [result] = await engine.lintText(text, { filePath });
        messages = result?.messages ?? [];
      } catch (error) {
        crashes.push(`${file.path} (${name}): ${describeError(error)}`);
        continue;
      }
      for (const message of messages) {
        const where = `${file.path}:${message.line}:${message.column}`;
        if (message.fatal === true) {
          if (name === configs[0]) parseErrors.push(`${where} ${message.message}`);
        } else if (message.ruleId === null) {
          crashes.push(`${where} (${name}) message without a rule: ${message.message}`);
        } else {
          needsFixCheck ||= message.fix !== undefined || (message.suggestions?.length ?? 0) > 0;
          findings[name].push({
            file: file.path,
            line: message.line,
            column: message.column,
            ruleId: message.ruleId,
            message: message.message,
            source: sourceLine(text, message.line),
            fixable: message.fix !== undefined,
            suggestions: message.suggestions?.length ?? 0,
          });
        }
      }
    }
    if (fixSafety && needsFixCheck) {
      const language = languageConfigs([file]);
      for (const name of configs) {
        try {
          const result = checkFixSafety(linter, filePath, text, language, [CORPUS_CONFIGS[name]()]);
          safety.fixes += result.fixCount;
          safety.suggestions += result.suggestionCount;
          safety.findings.push(...result.findings.map((finding) => ({ ...finding, file: file.path })));
        } catch (error) {
          crashes.push(`${file.path} (${name}, fixing): ${describeError(error)}`);
        }
      }
      safety.filesChecked++;
    }
  }
  return {
    files: files.length,
    bytes,
    crashes,
    parseErrors,
    findings,
    fixSafety: safety,
    milliseconds: performance.now() - started,
  };
}

/** Findings per rule, then per rule and package folder. */
export function countFindings(findings: readonly Finding[], files: readonly CorpusFile[]): Map<string, Map<string, number>> {
  const originOf = new Map(files.map((file) => [file.path, file.origin]));
  const counts = new Map<string, Map<string, number>>();
  for (const ruleId of Object.keys(mcpStatePlugin.rules).map((name) => `mcp-state/${name}`)) counts.set(ruleId, new Map());
  for (const finding of findings) {
    const perOrigin = counts.get(finding.ruleId) ?? new Map<string, number>();
    const origin = originOf.get(finding.file) ?? '?';
    perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + 1);
    counts.set(finding.ruleId, perOrigin);
  }
  return counts;
}
