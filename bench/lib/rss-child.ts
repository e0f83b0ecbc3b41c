// One process, one setup, one set of files, linted once from a cold start: prints the peak resident set size, the CPU
// time of the lint loop and of the whole process, and the modules the mcp-state rules parsed themselves, so that setups
// can be compared as a command-line run sees them.
//   node rss-child.js <setup> [--sample | --project]
// --project lints the generated project (bench/lib/generate-project.ts), which the caller has written.
import { join } from 'node:path';
import { moduleParseCount } from '../../src/analysis/modules/index.js';
import { cpuMilliseconds } from './compare.js';
import { REPOSITORY_ROOT, ciSample, listCorpusFiles, readCorpusFile } from './corpus.js';
import { listGeneratedProject } from './generate-project.js';
import { createEngine, setupConfig, type SetupName } from './setups.js';

const setup = process.argv[2] as SetupName;
const option = process.argv[3];
const files = option === '--project' ? listGeneratedProject() : option === '--sample' ? ciSample(listCorpusFiles()) : listCorpusFiles();
const engine = createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT });
const parsesBefore = moduleParseCount();
const started = performance.now();
const cpuStarted = cpuMilliseconds();
for (const file of files) {
  await engine.lintText(readCorpusFile(file), { filePath: join(REPOSITORY_ROOT, file.path) });
}
const report = {
  setup,
  files: files.length,
  maxRssKiB: process.resourceUsage().maxRSS,
  milliseconds: performance.now() - started,
  lintCpuMilliseconds: cpuMilliseconds() - cpuStarted,
  processCpuMilliseconds: cpuMilliseconds(),
  parses: moduleParseCount() - parsesBefore,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
