// The metamorphic matrix, for whoever fixes the analysis: `npx tsx tests/metamorphic/report.ts [--strict] [--json]
// [--keep] [flow-name …]`. Prints flow × variant with ✓ (the variant reports exactly what the flow expects) or ✗,
// then for each ✗ the findings that are missing and the ones that are extra. --keep leaves the generated projects on
// disk and prints where; --json prints the disagreements as `known-disagreements.ts` wants them.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FLOWS } from './flows.js';
import { agrees, findingKey, runAll, type ConfigName, type Finding, type Outcome } from './run.js';
import { VARIANTS } from './variants.js';

function place(finding: Finding): string {
  const other = (finding.orAt ?? []).map((at) => ` or ${at.file}:${at.line}:${at.column}`).join('');
  return `${findingKey(finding)}${other}`;
}

export function formatMatrix(outcomes: readonly Outcome[]): string {
  const flows = [...new Set(outcomes.map((outcome) => outcome.project.flow.name))];
  const variants = VARIANTS.filter((variant) => outcomes.some((outcome) => outcome.project.variant.name === variant.name));
  const width = Math.max(...flows.map((flow) => flow.length));
  const lines: string[] = [];
  const columns = variants.map((variant, index) => `${String.fromCharCode(97 + index)}`);
  lines.push(`${' '.repeat(width)}  ${columns.join(' ')}`);
  for (const flow of flows) {
    const cells = variants.map((variant) => {
      const outcome = outcomes.find((candidate) => candidate.project.flow.name === flow && candidate.project.variant.name === variant.name);
      return outcome === undefined ? '·' : agrees(outcome) ? '✓' : '✗';
    });
    lines.push(`${flow.padEnd(width)}  ${cells.join(' ')}`);
  }
  lines.push('');
  variants.forEach((variant, index) => lines.push(`  ${columns[index]} = ${variant.name}: ${variant.about}`));
  const agreeing = outcomes.filter(agrees).length;
  lines.push('', `${agreeing} of ${outcomes.length} flow × variant pairs agree (${flows.length} flows, ${variants.length} variants; · = does not apply).`);
  for (const outcome of outcomes.filter((candidate) => !agrees(candidate))) {
    lines.push('', `✗ ${outcome.project.flow.name} × ${outcome.project.variant.name}   (${outcome.directory})`);
    for (const problem of outcome.problems) lines.push(`    problem: ${problem}`);
    for (const finding of outcome.missing) lines.push(`    missing: ${place(finding)}`);
    for (const finding of outcome.extra) lines.push(`    extra:   ${findingKey(finding)}`);
  }
  return lines.join('\n');
}

/** The disagreements as `KNOWN_DISAGREEMENTS` lists them: flow → variants. */
export function disagreementTable(outcomes: readonly Outcome[]): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const outcome of outcomes.filter((candidate) => !agrees(candidate))) (table[outcome.project.flow.name] ??= []).push(outcome.project.variant.name);
  return table;
}

async function main(argv: readonly string[]): Promise<void> {
  const config: ConfigName = argv.includes('--strict') ? 'strict' : 'default';
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const flows = names.length === 0 ? FLOWS : FLOWS.filter((flow) => names.includes(flow.name));
  const started = Date.now();
  const { root, outcomes } = await runAll(config, flows);
  if (argv.includes('--json')) console.log(JSON.stringify(disagreementTable(outcomes), null, 2));
  else console.log(formatMatrix(outcomes));
  console.log(`\n(${config} options; linted ${outcomes.length} projects in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (argv.includes('--keep')) console.log(`projects kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
