// ESLint as the host comparison (bench/lib/hosts.ts) runs it: a fresh process that lints the listed corpus files from
// disk with one setup, as `eslint <files>` would, and prints its findings count (and, with --stats, each mcp-state
// rule's clock and the parser's).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT, type CorpusFile } from './corpus.js';
import { createEngine, mcpStateRuleIds, setupConfig, type SetupName } from './setups.js';

const [setup, listFile, flag] = process.argv.slice(2) as [SetupName, string, string | undefined];
const files = JSON.parse(readFileSync(listFile, 'utf8')) as CorpusFile[];
const stats = flag === '--stats';
const engine = createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT, stats });
const results = await engine.lintFiles(files.map((file) => join(REPOSITORY_ROOT, file.path)));
const ours = new Set(mcpStateRuleIds());
let findings = 0;
const rules: Record<string, number> = {};
let parse = 0;
for (const result of results) {
  findings += result.messages.filter((message) => message.ruleId !== null && ours.has(message.ruleId)).length;
  for (const pass of result.stats?.times.passes ?? []) {
    parse += pass.parse?.total ?? 0;
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (ours.has(ruleId)) rules[ruleId] = (rules[ruleId] ?? 0) + time.total;
  }
}
const fatal = results.flatMap((result) => result.messages.filter((message) => message.ruleId === null).map((message) => `${result.filePath}: ${message.message}`));
if (fatal.length > 0) throw new Error(`ESLint could not lint ${fatal.length} files:\n${fatal.slice(0, 5).join('\n')}`);
process.stdout.write(`${JSON.stringify({ findings, ...(stats ? { rules, parseMilliseconds: parse } : {}) })}\n`);
