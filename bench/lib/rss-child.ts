// One process, one setup, the whole corpus: prints the peak resident set size, so that setups can be compared.
import { join } from 'node:path';
import { REPOSITORY_ROOT, ciSample, listCorpusFiles, readCorpusFile } from './corpus.js';
import { createEngine, setupConfig, type SetupName } from './setups.js';

const setup = process.argv[2] as SetupName;
const files = process.argv[3] === '--sample' ? ciSample(listCorpusFiles()) : listCorpusFiles();
const engine = createEngine(files, setupConfig(setup), { cwd: REPOSITORY_ROOT });
const started = performance.now();
for (const file of files) {
  await engine.lintText(readCorpusFile(file), { filePath: join(REPOSITORY_ROOT, file.path) });
}
const milliseconds = performance.now() - started;
process.stdout.write(`${JSON.stringify({ setup, maxRssKiB: process.resourceUsage().maxRSS, milliseconds })}\n`);
