// `npm run corpus`: every rule over the whole benchmark corpus (or `--sample`, the CI sample); fails on a rule
// crash or an unsafe fix and prints every finding on third-party code for review (`--all-findings`: tests/corpus too).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ciSample, listCorpusFiles } from './corpus.js';
import { countFindings, runCorpus, type Finding } from './corpus-run.js';
import { formatFixSafetyFinding } from './fix-safety.js';
import { formatTable } from './report.js';

const { values } = parseArgs({
  options: {
    sample: { type: 'boolean', default: false },
    json: { type: 'string' },
    'no-fix-safety': { type: 'boolean', default: false },
    'all-findings': { type: 'boolean', default: false },
  },
});

const allFiles = listCorpusFiles();
const files = values.sample ? ciSample(allFiles) : allFiles;
console.log(`Linting ${files.length} files (${(files.reduce((sum, file) => sum + file.bytes, 0) / 1e6).toFixed(1)} MB) with every mcp-state rule, config 'all' (strict options) and default options…`);
const run = await runCorpus(files, { fixSafety: !values['no-fix-safety'] });
console.log(`Done in ${(run.milliseconds / 1000).toFixed(1)} s.\n`);

const allCounts = countFindings(run.findings.all, files);
const defaultCounts = countFindings(run.findings.defaults, files);
const total = (counts: Map<string, number> | undefined) => [...(counts?.values() ?? [])].reduce((sum, n) => sum + n, 0);
console.log('Findings per rule');
console.log(
  formatTable(
    ['rule', "config 'all'", 'default options', 'by package (all)'],
    [...allCounts].map(([ruleId, perOrigin]) => [
      ruleId,
      String(total(perOrigin)),
      String(total(defaultCounts.get(ruleId))),
      [...perOrigin].map(([origin, count]) => `${origin}: ${count}`).join(', ') || '—',
    ]),
  ),
);

const key = (finding: Finding) => `${finding.file}:${finding.line}:${finding.column} ${finding.ruleId}`;
const defaultKeys = new Set(run.findings.defaults.map(key));
const allKeys = new Set(run.findings.all.map(key));
// tests/corpus is labelled and scored by tests/corpus/accuracy.test.ts; what is left to read is third-party code
const isOwnCorpus = (finding: Finding) => finding.file.startsWith('tests/corpus/');
const listed = values['all-findings'] ? run.findings.all : run.findings.all.filter((finding) => !isOwnCorpus(finding));
console.log(
  `\nFindings on third-party code: ${run.findings.all.filter((finding) => !isOwnCorpus(finding)).length}` +
    (values['all-findings'] ? ' (listed below with those on tests/corpus)' : ' (--all-findings lists tests/corpus too)'),
);
const byRule = new Map<string, Finding[]>();
for (const finding of listed) byRule.set(finding.ruleId, [...(byRule.get(finding.ruleId) ?? []), finding]);
for (const [ruleId, findings] of byRule) {
  console.log(`\n${ruleId} (${findings.length})`);
  for (const finding of findings) {
    const fixes = [finding.fixable ? 'fix' : '', finding.suggestions ? `${finding.suggestions} suggestion(s)` : ''].filter(Boolean).join(', ');
    const onlyStrict = defaultKeys.has(key(finding)) ? '' : ' [strict options only]';
    console.log(`  ${finding.file}:${finding.line}:${finding.column}${onlyStrict}${fixes ? ` [${fixes}]` : ''}\n    ${finding.source}\n    → ${finding.message}`);
  }
}
const defaultsOnly = run.findings.defaults.filter((finding) => !allKeys.has(key(finding)) && (values['all-findings'] || !isOwnCorpus(finding)));
if (defaultsOnly.length > 0) {
  console.log(`\nReported with default options but not with config 'all' (${defaultsOnly.length}):`);
  for (const finding of defaultsOnly) console.log(`  ${key(finding)}\n    ${finding.source}`);
}

console.log(
  `\nFix safety: ${run.fixSafety.filesChecked} files with fixes or suggestions, ${run.fixSafety.fixes} fixes, ${run.fixSafety.suggestions} suggestions applied; ${run.fixSafety.findings.length} problems.`,
);
for (const finding of run.fixSafety.findings) console.log(`  ${formatFixSafetyFinding(finding)}`);
console.log(`Parse errors (the configured parser rejects the file; not counted against rules): ${run.parseErrors.length}`);
for (const error of run.parseErrors) console.log(`  ${error}`);
console.log(`Rule crashes: ${run.crashes.length}`);
for (const crash of run.crashes) console.log(`  ${crash}`);

if (values.json) writeFileSync(values.json, `${JSON.stringify(run, null, 2)}\n`);
if (run.crashes.length > 0 || run.fixSafety.findings.length > 0) process.exitCode = 1;
