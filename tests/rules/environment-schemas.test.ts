// `Env.parse(process.env)` with `const Env = z.object({ STATE_SECRET: z.string().min(32).default('…') })`: each member
// is the variable of its name, and a `.default(…)` literal the schema's own `.min(n)` accepts becomes the key wherever
// the variable is unset (a literal fallback). A default shorter than `.min(n)` makes parsing throw at startup: silent.
import rule from '../../rules/no-weak-state-key.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('environment-schemas');

write('package.json', '{ "type": "module" }');
const envModule = (secret: string) =>
  lines(
    "import { z } from 'zod';",
    'const Env = z.object({',
    "  PORT: z.coerce.number().default(4100),",
    `  STATE_SECRET: ${secret},`,
    '});',
    'export type Env = z.infer<typeof Env>;',
    'export const env: Env = Env.parse(process.env);',
  );
write('long-default.ts', envModule("z.string().min(32).default('geo-ingest-local-development-state-secret')"));
write('short-default.ts', envModule("z.string().min(32).default('dev')"));
write('no-default.ts', envModule('z.string().min(32)'));

const signer = (module: string) =>
  lines(
    "import { SignJWT } from 'jose';",
    `import { env } from './${module}.js';`,
    'const key = new TextEncoder().encode(env.STATE_SECRET);',
    "export const sealState = (claims: any) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(key);",
  );

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'a default in the same file that .min(32) refuses',
      filename: path('inline.js'),
      code: lines(
        "import { z } from 'zod';",
        "import { createHmac } from 'node:crypto';",
        "const env = z.object({ STATE_SECRET: z.string().min(32).default('dev') }).parse(process.env);",
        "export const mac = (body) => createHmac('sha256', env.STATE_SECRET).update(body).digest('hex');",
      ),
    },
  ],
  invalid: [
    {
      name: 'a default in the same file that passes .min(32)',
      filename: path('inline-long.js'),
      code: lines(
        "import { z } from 'zod';",
        "import { createHmac } from 'node:crypto';",
        "const env = z.object({ STATE_SECRET: z.string().min(32).default('local-development-state-secret-0123456789') }).parse(process.env);",
        "export const mac = (body) => createHmac('sha256', env.STATE_SECRET).update(body).digest('hex');",
      ),
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_SECRET' }, line: 4, column: 51, endLine: 4, endColumn: 67 }],
    },
  ],
  typescriptOnly: {
    valid: [
      { name: 'no default: the variable or a startup failure', filename: path('signer-none.ts'), code: signer('no-default') },
      { name: 'a default shorter than .min(32) throws at startup', filename: path('signer-short.ts'), code: signer('short-default') },
    ],
    invalid: [
      {
        name: "another module's schema default becomes the JWT key whenever STATE_SECRET is unset",
        filename: path('signer-long.ts'),
        code: signer('long-default'),
        errors: [{ messageId: 'literalFallback', data: { use: 'JWT signing key', fallback: 'a literal written in the source code', source: 'STATE_SECRET' }, line: 4, column: 129, endLine: 4, endColumn: 132 }],
      },
    ],
  },
});

// The same schema's numeric `.default(60 * 60)` is the lifetime wherever the variable is unset: judged where it is
// handed to a codec factory's destructured `ttlSeconds` option.
const codecModule = (ttl: string) =>
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    `const env = z.object({ STATE_TTL_SECONDS: z.coerce.number().default(${ttl}) }).parse(process.env);`,
    'function makeCodec({ ttlSeconds }) {',
    '  return createRequestStateCodec({ key: new TextEncoder().encode(process.env.STATE_KEY), ttlSeconds, bind: (ctx) => ctx.http.authInfo.extra.userId });',
    '}',
    'export const codec = makeCodec({ ttlSeconds: env.STATE_TTL_SECONDS });',
  );

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a five-minute default', filename: path('ttl-short.js'), code: codecModule('5 * 60') }],
  invalid: [
    {
      name: 'an hour-long default handed to the factory',
      filename: path('ttl-long.js'),
      code: codecModule('60 * 60'),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 7, column: 34, endLine: 7, endColumn: 67 }],
    },
  ],
});
