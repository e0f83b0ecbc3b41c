// Tools a decorator declares on a class's methods (`@McpTool({ name, input, destructive: true })`), minting state
// through an injected wrapper of the SDK codec (`this.states.mint(payload, ctx)` whose `mint` returns
// `this.codec.mint(payload, ctx)`): the wrapper is a codec mint of what it is given, and a destructive tool's state
// must carry its arguments.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-decorated-'));
writeFileSync(
  join(project, 'codec.ts'),
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'export class StateCodec {',
    '  private readonly codec;',
    '  constructor(key: string) {',
    '    this.codec = createRequestStateCodec({ key, bind: (ctx: any) => ctx.http.authInfo.extra.userId, ttlSeconds: 300 });',
    '  }',
    '  mint(payload: object, ctx: unknown) {',
    '    return this.codec.mint(payload, ctx);',
    '  }',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tools = (destructive: string, payload: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { StateCodec } from './codec';",
    "import { McpTool } from './decorators';",
    "import { z } from 'zod';",
    'export class EntryTools {',
    '  constructor(private readonly states: StateCodec) {}',
    `  @McpTool({ name: 'reverse_entry', input: { entryId: z.string() }${destructive} })`,
    '  async reverseEntry(args: { entryId: string }, ctx: any) {',
    `    return inputRequired({ inputRequests: {}, requestState: await this.states.mint(${payload}, ctx) });`,
    '  }',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'a method no decorator declares',
      filename: join(project, 'undeclared.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        'export class EntryTools {',
        '  async reverseEntry(args, ctx) {',
        "    return inputRequired({ inputRequests: {}, requestState: await this.states.mint({ tool: 'reverse_entry' }, ctx) });",
        '  }',
        '}',
      ),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'a tool not marked destructive', filename: join(project, 'plain.ts'), code: tools('', "{ tool: 'reverse_entry' }") },
      { name: 'a destructive tool whose state carries its arguments', filename: join(project, 'bound.ts'), code: tools(', destructive: true', "{ tool: 'reverse_entry', args }") },
    ],
    invalid: [
      {
        name: 'a destructive tool whose state does not carry its arguments',
        filename: join(project, 'unbound.ts'),
        code: tools(', destructive: true', "{ tool: 'reverse_entry' }"),
        errors: [{ messageId: 'missingArgs', line: 9, column: 84, endLine: 9, endColumn: 109 }],
      },
    ],
  },
});
