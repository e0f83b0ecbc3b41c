// CI's share of `npm run corpus`: a fixed sample of the third-party benchmark corpus and CI's share of tests/corpus (all but half the blind rounds' projects), linted
// with every rule (config `all` and default options): no rule crash, no unsafe fix.
import { describe, expect, it } from 'vitest';
import { CORPUS_PACKAGES, ciSample, listCorpusFiles } from '../../bench/lib/corpus.js';
import { runCorpus, type CorpusRun } from '../../bench/lib/corpus-run.js';
import { formatFixSafetyFinding } from '../../bench/lib/fix-safety.js';
import plugin from '../../src/index.js';

describe('corpus sample (npm run corpus -- --sample)', () => {
  const sample = ciSample(listCorpusFiles());
  let run: CorpusRun;

  it('is a fixed sample of every package of the corpus and of tests/corpus', () => {
    const origins = new Set(sample.map((file) => file.origin));
    for (const origin of CORPUS_PACKAGES.filter((name) => name.startsWith('@modelcontextprotocol/') || name.endsWith('/lib'))) {
      expect(origins).toContain(origin);
    }
    expect(origins.size).toBeGreaterThanOrEqual(8);
    expect(origins).toContain('tests/corpus');
    expect(sample.length).toBeGreaterThan(200);
    expect(sample.reduce((sum, file) => sum + file.bytes, 0)).toBeGreaterThan(500_000);
    expect(sample.filter((file) => file.parser === 'typescript-eslint').length).toBeGreaterThan(50);
    expect(sample.filter((file) => file.sourceType === 'commonjs').length).toBeGreaterThan(50);
  });

  it('lints with every rule without a crash or a parse error', { timeout: 120_000 }, async () => {
    run = await runCorpus(sample);
    expect(run.crashes).toEqual([]);
    expect(run.parseErrors).toEqual([]);
    const reportingRules = new Set(run.findings.all.map((finding) => finding.ruleId));
    expect([...reportingRules].sort()).toEqual(Object.keys(plugin.rules).map((name) => `mcp-state/${name}`).sort());
  });

  it('applies every fix and suggestion safely', () => {
    expect(run.fixSafety.findings.map(formatFixSafetyFinding)).toEqual([]);
    expect(run.fixSafety.fixes).toBeGreaterThan(0);
    expect(run.fixSafety.suggestions).toBeGreaterThan(0);
  });
});
