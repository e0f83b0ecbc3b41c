import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('docs/testing.md', () => {
  it('shows tests/testing/docs-example.test.ts as its complete example, unchanged', () => {
    const markdown = read('docs/testing.md');
    const block = /<!-- begin docs-example\.test\.ts -->\n```ts\n([\s\S]*?)```\n<!-- end docs-example\.test\.ts -->/.exec(markdown);
    expect(block?.[1]).toBe(read('tests/testing/docs-example.test.ts'));
  });
});
