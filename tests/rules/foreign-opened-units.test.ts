// An expiry read from what another module's token opener returns is compared here in the unit that module writes it
// in, whatever hands this function the token (a guard handed it by its callers): `expiresAt: Date.now() + ttlMs`
// written there and compared with seconds here never expires. The opener is found through a typed member too, where
// the type is an abstract class whose one subclass in its module implements it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-opened-units-'));
writeFileSync(
  join(project, 'codec.ts'),
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    'export abstract class StateCodec {',
    '  protected constructor(protected readonly ttlMs: number) {}',
    '  abstract seal(data: unknown, userId: string): string;',
    '  abstract open(token: string): { data: unknown; userId: string; expiresAt: number } | null;',
    '}',
    'class HmacCodec extends StateCodec {',
    '  constructor(private readonly key: string, ttlMs: number) { super(ttlMs); }',
    "  private mac(body: string) { return createHmac('sha256', this.key).update(body).digest(); }",
    '  seal(data: unknown, userId: string) {',
    "    const body = Buffer.from(JSON.stringify({ data, userId, expiresAt: Date.now() + this.ttlMs })).toString('base64url');",
    "    return `${body}.${this.mac(body).toString('base64url')}`;",
    '  }',
    '  open(token: string) {',
    "    const [body, tag] = token.split('.');",
    "    const given = Buffer.from(tag ?? '', 'base64url');",
    '    const expected = this.mac(body ?? \'\');',
    '    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
    "    return JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));",
    '  }',
    '}',
    'export function createStateCodec(key: string, ttlMs: number): StateCodec { return new HmacCodec(key, ttlMs); }',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const guard = (clock: string) =>
  lines(
    "import type { StateCodec } from './codec';",
    'export class ResumeGuard {',
    '  constructor(private readonly codec: StateCodec) {}',
    '  resume(token: string, userId: string) {',
    '    const envelope = this.codec.open(token);',
    "    if (!envelope || envelope.userId !== userId) throw new Error('rejected');",
    `    if (envelope.expiresAt < ${clock}) throw new Error('expired');`,
    '    return envelope.data;',
    '  }',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'a codec its callers hand over, of no type: unknown, and silent',
      filename: join(project, 'guard-untyped.js'),
      code: guard('Math.floor(Date.now() / 1000)').replace('  constructor(private readonly codec: StateCodec) {}', '  constructor(codec) { this.codec = codec; }').replace('resume(token: string, userId: string)', 'resume(token, userId)').replace("import type { StateCodec } from './codec';", "import './codec';"),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'milliseconds against milliseconds', filename: join(project, 'guard-ms.ts'), code: guard('Date.now()') }],
    invalid: [
      {
        name: 'milliseconds written there, seconds compared here',
        filename: join(project, 'guard-s.ts'),
        code: guard('Math.floor(Date.now() / 1000)'),
        errors: [{ messageId: 'mixedUnits', line: 7, column: 9, endLine: 7, endColumn: 59 }],
      },
    ],
  },
});
