// A constructor parameter injected by a token (`@Inject(STATE_CODEC) private readonly codec: Codec`) holds what the
// token's one provider gives (`{ provide: STATE_CODEC, useFactory: () => createRequestStateCodec(…) }`, `useValue`,
// `useClass`), in the token's module or here, whatever the parameter's declared type says: through it a tool's mint
// is the SDK codec's. A token with no provider in sight, or several, leaves the parameter unknown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-injection-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'codec.provider.ts',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  "export const STATE_CODEC = Symbol('STATE_CODEC');",
  'export const codecProvider = {',
  '  provide: STATE_CODEC,',
  '  useFactory: () => createRequestStateCodec({ key: new TextEncoder().encode(process.env.STATE_KEY!), ttlSeconds: 300, bind: (ctx: any) => ctx.http.authInfo.extra.sub }),',
  '};',
  "export const UNPROVIDED = Symbol('UNPROVIDED');",
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (token: string) =>
  lines(
    "import { Inject, Injectable } from '@nestjs/common';",
    `import { ${token} } from './codec.provider';`,
    'type Codec = { mint(payload: unknown, ctx?: unknown): Promise<string> };',
    '@Injectable()',
    'export class RotateTool {',
    `  constructor(@Inject(${token}) private readonly codec: Codec) {}`,
    '  async handle(ctx: any) {',
    '    const token = ctx.http.authInfo.token;',
    "    return { resultType: 'input_required', inputRequests: {}, requestState: await this.codec.mint({ step: 'confirm', bearer: token }) };",
    '  }',
    '}',
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'plain JavaScript: no decorators, an unknown codec',
      filename: join(project, 'plain.js'),
      code: lines('export class RotateTool {', '  constructor(codec) { this.codec = codec; }', "  async handle(ctx) { return { resultType: 'input_required', inputRequests: {}, requestState: await this.codec.mint({ bearer: ctx.http.authInfo.token }) }; }", '}'),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'a token with no provider in sight', filename: join(project, 'unprovided.ts'), code: tool('UNPROVIDED') }],
    invalid: [
      {
        name: "the token's factory makes the SDK codec, whose state the client reads",
        filename: join(project, 'provided.ts'),
        code: tool('STATE_CODEC'),
        errors: [
          {
            messageId: 'secretInState',
            line: 9, column: 118, endLine: 9, endColumn: 131,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'bearer' }, output: tool('STATE_CODEC').replace(', bearer: token', '') }],
          },
        ],
      },
    ],
  },
});
