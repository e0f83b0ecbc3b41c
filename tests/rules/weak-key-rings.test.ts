// A key ring another module exports as an array whose first key may fall back to a literal and whose second is spread
// in when configured (`[{ id, secret: env.X ?? 'dev' }, ...(old ? [{ id, secret: old }] : [])]`), read through a
// helper's parameter member (`macFor(ring[0], body)` with `createHmac('sha256', key.secret)`): judged at the call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-key-rings-'));
const ring = (first: string) =>
  lines(
    'const env = process.env;',
    'export const ring = [',
    `  { id: 'current', secret: ${first} },`,
    "  ...(env.OLD_STATE_SECRET ? [{ id: 'previous', secret: env.OLD_STATE_SECRET }] : []),",
    '];',
  );
writeFileSync(join(project, 'ring-fallback.js'), ring("env.STATE_SECRET ?? 'local-dev-only'"));
writeFileSync(join(project, 'ring-env.js'), ring('env.STATE_SECRET'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const sealer = (module: string) =>
  lines(
    "import { createHmac } from 'node:crypto';",
    `import { ring } from './${module}';`,
    "const macFor = (key, body) => createHmac('sha256', key.secret).update(body).digest('base64url');",
    "export const seal = (body) => body + '.' + macFor(ring[0], body);",
  );

testRule('no-weak-state-key', rule, {
  valid: [{ name: 'each key from the environment', filename: join(project, 'env.js'), code: sealer('ring-env.js') }],
  invalid: [
    {
      name: 'the current key falls back to a literal',
      filename: join(project, 'fallback.js'),
      code: sealer('ring-fallback.js'),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'HMAC key', helper: 'secret', specifier: './ring-fallback.js', fallback: 'a literal written in the source code', source: 'STATE_SECRET' },
          line: 4,
          column: 51,
          endLine: 4,
          endColumn: 58,
        },
      ],
    },
  ],
});
