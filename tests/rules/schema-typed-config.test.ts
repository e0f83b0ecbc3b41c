// A parameter typed by what a schema parses (`env: Env` with `type Env = z.infer<typeof EnvSchema>`) holds, for each
// member, the variable of its name (every key of the schema is written as an environment variable's) or the schema's
// `.default(…)`: a lifetime defaulting to an hour is judged where the factory is handed it, and a key derived from
// members that default to literals is weak on the path where they are unset.
import bindingRule from '../../rules/require-state-binding.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('schema-typed-config');

write('package.json', '{ "type": "module" }');
write(
  'env.ts',
  "import { z } from 'zod';",
  'const EnvSchema = z.object({',
  "  SERVICE_NAME: z.string().default('deploy-gate'),",
  '  STATE_KEY: z.string().optional(),',
  '  STATE_TTL_SECONDS: z.coerce.number().int().positive().default(3600),',
  '  SHORT_TTL_SECONDS: z.coerce.number().int().positive().default(300),',
  '});',
  'export type Env = z.infer<typeof EnvSchema>;',
  'export const loadEnv = (source = process.env): Env => EnvSchema.parse(source);',
);
write(
  'codec.ts',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export function createGateCodec(key: Uint8Array, ttlSeconds: number) {',
  '  return createRequestStateCodec({ key, ttlSeconds, bind: (ctx) => `${ctx.authInfo?.clientId}:${ctx.toolName}` });',
  '}',
);
write(
  'key.ts',
  "import { createHash } from 'node:crypto';",
  "import type { Env } from './env.js';",
  'export function resolveStateKey(env: Env): Uint8Array {',
  "  if (env.STATE_KEY) return Buffer.from(env.STATE_KEY, 'base64');",
  "  return createHash('sha256').update(`${env.SERVICE_NAME}:request-state`).digest();",
  '}',
  'export function requireStateKey(env: Env): Uint8Array {',
  "  return Buffer.from(env.STATE_KEY ?? '', 'base64');",
  '}',
);

const deps = (keyMaker: string, ttl: string) =>
  lines(
    "import type { Env } from './env.js';",
    "import { createGateCodec } from './codec.js';",
    `import { ${keyMaker} } from './key.js';`,
    'export function createDeps(env: Env) {',
    `  const stateKey = ${keyMaker}(env);`,
    `  return { codec: createGateCodec(stateKey, env.${ttl}) };`,
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a JavaScript module without declared types', filename: path('plain.js'), code: lines("import { createGateCodec } from './codec.js';", 'export const make = (env) => createGateCodec(env.key, env.STATE_TTL_SECONDS);') }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'a lifetime defaulting to five minutes', filename: path('short.ts'), code: deps('requireStateKey', 'SHORT_TTL_SECONDS') }],
    invalid: [
      {
        name: 'a lifetime defaulting to an hour, handed to the codec factory',
        filename: path('long.ts'),
        code: deps('requireStateKey', 'STATE_TTL_SECONDS'),
        errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 6, column: 45, endLine: 6, endColumn: 66 }],
      },
    ],
  },
});

testRule('no-weak-state-key', keyRule, {
  valid: [{ name: 'a JavaScript module without declared types', filename: path('plain-key.js'), code: lines("import { createGateCodec } from './codec.js';", 'export const make = (env) => createGateCodec(env.key, 300);') }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'a key read from the environment alone', filename: path('env-key.ts'), code: deps('requireStateKey', 'SHORT_TTL_SECONDS') }],
    invalid: [
      {
        name: 'a key hashed from a member that defaults to a literal, where the configured key is unset',
        filename: path('derived-key.ts'),
        code: deps('resolveStateKey', 'SHORT_TTL_SECONDS'),
        errors: [{ messageId: 'literalFallbackHelper', line: 6, column: 35, endLine: 6, endColumn: 43 }],
      },
    ],
  },
});
