// One fresh process of the anchors section (bench/lib/anchors.ts): one setup lints one set of files once, through
// `lintFiles` as `eslint <files>` does, and prints its peak RSS and CPU time (the whole process's, from start: Node,
// ESLint and the setup's plugins loaded, every file linted) as JSON.
//   node anchor-child.js <setup> <file list, JSON of CorpusFile[]>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { anchorConfig, type AnchorSetup } from './anchor-setups.js';
import { REPOSITORY_ROOT, type CorpusFile } from './corpus.js';

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const setup = process.argv[2] as AnchorSetup;
const files = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as CorpusFile[];
const started = performance.now();
const engine = new ESLint({
  cwd: REPOSITORY_ROOT,
  overrideConfigFile: true,
  // as everywhere in the bench: third-party eslint-disable and /* eslint … */ comments neither hide nor add
  allowInlineConfig: false,
  overrideConfig: await anchorConfig(setup, files),
});
const lintStarted = cpu();
const results = await engine.lintFiles(files.map((file) => join(REPOSITORY_ROOT, file.path)));
const lintCpuMilliseconds = cpu() - lintStarted;
const messages: Record<string, number> = {};
let fatal = 0;
for (const result of results) {
  for (const message of result.messages) {
    if (message.fatal) fatal += 1;
    const plugin = message.ruleId?.includes('/') ? message.ruleId.slice(0, message.ruleId.indexOf('/')) : message.ruleId ? 'core' : 'no rule';
    messages[plugin] = (messages[plugin] ?? 0) + 1;
  }
}
const { maxRSS } = process.resourceUsage();
process.stdout.write(
  `${JSON.stringify({
    setup,
    files: results.length,
    maxRssKiB: maxRSS,
    cpuMilliseconds: cpu(),
    lintCpuMilliseconds,
    milliseconds: performance.now() - started,
    fatal,
    messages,
  })}\n`,
);
