/**
 * The analysis of one file, in layers that import only downward: `syntax/` → `scope/` → `values/` → `timing/` and
 * `mcp/` (see docs/architecture.md). This module sits on top of them all: it builds the per-file analysis every rule
 * starts from, once per file; rules then ask the layer they need through its entry file.
 */
import type { TSESLint } from '@typescript-eslint/utils';
import { DEFAULT_SEAL_MODULE, readSettings, type McpStateSettings } from '../settings.js';
import { getProvenanceAnalysis, type ProvenanceAnalysis } from './values/provenance.js';
import { LengthGuardAnalysis } from './timing/timing.js';
import type { FileVocabulary } from './values/vocabulary.js';
import { keepLintedTree, projectImportsOf } from './modules/index.js';
import { mayMatterToImporters } from './values/foreign-values.js';
import type { ModuleNaming } from './scope/modules.js';
import { experiment } from '../experiments.js';

type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Everything the rules ask about one file; built on first use and shared by all rules linting it. */
export interface FileAnalysis {
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  readonly settings: McpStateSettings;
  /** Where values come from (see {@link Provenance}). */
  readonly provenance: ProvenanceAnalysis;
  /** Which values are length-checked before `timingSafeEqual`. */
  readonly lengthGuards: LengthGuardAnalysis;
  /** What the file's text rules out before any analysis. */
  readonly vocabulary: FileVocabulary;
}

const analyses = new WeakMap<object, FileAnalysis>();
const namings = new WeakMap<McpStateSettings, ModuleNaming>();

/** The specifiers the seal helper goes by under `settings`: one object per settings, so that caches keyed by it hold. */
function namingOf(settings: McpStateSettings): ModuleNaming {
  let naming = namings.get(settings);
  if (!naming) {
    naming = { sealModules: new Set([DEFAULT_SEAL_MODULE, settings.sealModule]) };
    namings.set(settings, naming);
  }
  return naming;
}

export function analyzeFile(context: AnyContext): FileAnalysis {
  const sourceCode = context.sourceCode;
  const cached = analyses.get(sourceCode);
  if (cached) return cached;
  const settings = readSettings(context);
  const imports = experiment('no-imports') ? undefined : projectImportsOf(context);
  const provenance = getProvenanceAnalysis(sourceCode, namingOf(settings), imports);
  if (imports) keepLintedTree(sourceCode, mayMatterToImporters(provenance.vocabulary, sourceCode));
  const analysis: FileAnalysis = {
    sourceCode,
    settings,
    provenance,
    lengthGuards: new LengthGuardAnalysis(sourceCode, provenance),
    vocabulary: provenance.vocabulary,
  };
  analyses.set(sourceCode, analysis);
  return analysis;
}
