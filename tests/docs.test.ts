import { readdirSync, readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';

const docsDirectory = new URL('../docs/rules/', import.meta.url);

export interface DocExample {
  language: 'js' | 'ts';
  verdict: 'incorrect' | 'correct';
  code: string;
  line: number;
}

/** Fenced blocks whose info string is `js incorrect`, `ts correct`, … (other blocks are prose). */
export function extractExamples(markdown: string): DocExample[] {
  const examples: DocExample[] = [];
  const fence = /^```(js|ts) (incorrect|correct)[^\n]*\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    examples.push({
      language: match[1] as DocExample['language'],
      verdict: match[2] as DocExample['verdict'],
      code: match[3] ?? '',
      line: markdown.slice(0, match.index).split('\n').length,
    });
  }
  return examples;
}

/** The text of the `## Messages` section, up to the next `## ` heading (empty when there is none). */
export function messagesSection(markdown: string): string {
  const start = markdown.indexOf('\n## Messages\n');
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

function lintExample(ruleName: string, example: DocExample): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(example.code, [
    {
      files: ['**/*.js', '**/*.ts'],
      plugins: { 'mcp-state': plugin as never },
      rules: { [`mcp-state/${ruleName}`]: 'error' },
    },
    { files: ['**/*.ts'], languageOptions: { parser: tsParser as never } },
  ], `example.${example.language}`);
}

describe('extractExamples', () => {
  it('reads only marked js/ts blocks, with their line', () => {
    const markdown = ['# t', '```js incorrect', 'a === b;', '```', '', '```ts correct', 'x;', '```', '```js', 'plain', '```'].join('\n');
    expect(extractExamples(markdown)).toEqual([
      { language: 'js', verdict: 'incorrect', code: 'a === b;\n', line: 2 },
      { language: 'ts', verdict: 'correct', code: 'x;\n', line: 6 },
    ]);
  });
});

describe('messagesSection', () => {
  it('reads from its heading to the next section', () => {
    expect(messagesSection('# t\n\n## Messages\n\n### `a`\n\ntext\n\n## Examples\n')).toBe('\n## Messages\n\n### `a`\n\ntext\n');
    expect(messagesSection('# t\n\n## Examples\n')).toBe('');
  });
});

describe('rule docs', () => {
  const ruleNames = Object.keys(plugin.rules);
  const docFiles = readdirSync(docsDirectory).filter((file) => file.endsWith('.md'));

  it('has exactly one doc per rule', () => {
    expect(docFiles.map((file) => file.replace(/\.md$/, '')).sort()).toEqual([...ruleNames].sort());
  });

  for (const ruleName of ruleNames) {
    describe(ruleName, () => {
      const markdown = readFileSync(new URL(`${ruleName}.md`, docsDirectory), 'utf8');
      const examples = extractExamples(markdown);

      it('has the sections users look for', () => {
        for (const heading of ['## Messages', '## Examples', '## Options', '## When Not To Use It']) {
          expect(markdown).toContain(`\n${heading}\n`);
        }
        expect(examples.some((example) => example.verdict === 'incorrect')).toBe(true);
        expect(examples.some((example) => example.verdict === 'correct')).toBe(true);
      });

      it('explains every message under ## Messages, each finding under a heading that names it', () => {
        const messageIds = Object.keys(plugin.rules[ruleName]!.meta.messages);
        const section = messagesSection(markdown);
        const named = (text: string) => new Set([...text.matchAll(/`(\w+)`/g)].map((match) => match[1]!));
        const inSection = named(section);
        const inHeadings = named([...section.matchAll(/^### (.+)$/gm)].map((match) => match[1]).join('\n'));
        expect(messageIds.filter((messageId) => !inSection.has(messageId))).toEqual([]);
        expect([...inHeadings].filter((messageId) => !messageIds.includes(messageId))).toEqual([]);
        expect(inHeadings.size).toBeGreaterThan(0);
        expect(markdown).toContain('[Messages](#messages)');
      });

      for (const example of examples) {
        it(`${example.verdict} example at line ${example.line} is ${example.verdict === 'incorrect' ? '' : 'not '}reported`, () => {
          const messages = lintExample(ruleName, example);
          expect(messages.filter((message) => message.fatal || message.ruleId === null)).toEqual([]);
          const reported = messages.filter((message) => message.ruleId === `mcp-state/${ruleName}`);
          if (example.verdict === 'incorrect') expect(reported.length).toBeGreaterThan(0);
          else expect(reported).toEqual([]);
        });
      }
    });
  }
});
