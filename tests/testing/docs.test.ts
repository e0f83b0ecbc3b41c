import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, USAGE } from '../../src/testing/cli/args.js';
import { splitCommand } from '../../src/testing/cli/command-line.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('docs/testing.md', () => {
  it('shows tests/testing/docs-example.test.ts as its complete example, unchanged', () => {
    const markdown = read('docs/testing.md');
    const block = /<!-- begin docs-example\.test\.ts -->\n```ts\n([\s\S]*?)```\n<!-- end docs-example\.test\.ts -->/.exec(markdown);
    expect(block?.[1]).toBe(read('tests/testing/docs-example.test.ts'));
  });
});

describe('docs/testing.md on mcp-state-check', () => {
  const markdown = read('docs/testing.md');

  it('has a row for every flag of the command, and no flag the command lacks', () => {
    const flags = [...USAGE.matchAll(/^ {2}(--[a-z-]+)/gm)].map((match) => match[1]);
    const table = markdown.slice(markdown.indexOf('### Flags'), markdown.indexOf('### Output and exit status'));
    const rows = [...table.matchAll(/^\| `(--[a-z-]+)/gm)].map((match) => match[1]);
    expect(flags).toContain('--wait-expiry');
    expect(rows).toEqual(flags);
  });

  it('runs a command line in its GitHub Actions job that the command accepts', () => {
    const job = /```yaml\n(# \.github\/workflows\/request-state\.yml[\s\S]*?)```/.exec(markdown)?.[1] ?? '';
    const folded = /run: >-\n((?: {10}.*\n)+)/.exec(job)?.[1] ?? '';
    const words = splitCommand(folded.replace(/\n/g, ' '));
    expect(words.slice(0, 6)).toEqual(['npx', '--yes', '--package', 'eslint-plugin-mcp-state', '--package', '@modelcontextprotocol/client@^2']);
    expect(words[6]).toBe('mcp-state-check');
    const parsed = parseCommandLine(words.slice(7));
    expect(parsed.kind === 'run' && { ...parsed.options, target: parsed.options.target.kind }).toMatchObject({
      target: 'http',
      call: { name: 'deploy', arguments: { service: 'api', environment: 'production' } },
      otherTool: { name: 'rename', arguments: { from: 'draft', to: 'final' } },
      ttlSeconds: 5,
      waitExpiry: true,
    });
    expect(job).toContain('STATE_TTL_SECONDS: \'5\'');
  });
});
