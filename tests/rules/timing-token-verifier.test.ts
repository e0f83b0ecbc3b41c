// The bearer token the SDK hands an OAuthTokenVerifier's verifyAccessToken(token) is the client's credential: compared
// with a token the server holds, byte by byte, it leaks that token. A method of another name is handed a value of
// unseen callers, and a lookup by a hash compares nothing.
import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

const verifier = (method: string, compare: string) =>
  lines(
    "const entries = JSON.parse(process.env.API_TOKENS ?? '[]');",
    'const active = entries.filter((e) => e && e.token && !e.revoked);',
    'export const verifier = {',
    `  async ${method}(presented) {`,
    `    const entry = ${compare};`,
    "    if (!entry) throw new Error('unknown token');",
    "    return { token: presented, clientId: entry.label, scopes: ['quotes'] };",
    '  },',
    '};',
  );

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'a method of another name: its parameter has callers the file does not show',
      code: verifier('lookup', 'active.find((e) => e.token === presented)'),
    },
    {
      name: 'the presented token looked up by its hash, compared with nothing',
      code: lines(
        "import { createHash } from 'node:crypto';",
        "const byHash = new Map(JSON.parse(process.env.API_TOKENS ?? '[]').map((e) => [createHash('sha256').update(e.token).digest('hex'), e]));",
        'export const verifier = {',
        '  async verifyAccessToken(presented) {',
        "    const entry = byHash.get(createHash('sha256').update(presented).digest('hex'));",
        "    if (!entry) throw new Error('unknown token');",
        "    return { token: presented, clientId: entry.label, scopes: ['quotes'] };",
        '  },',
        '};',
      ),
    },
  ],
  invalid: [
    {
      name: "a held token compared with === with the one verifyAccessToken is handed, in a search of the list",
      code: verifier('verifyAccessToken', 'active.find((e) => e.token === presented)'),
      output: `import { safeEqual } from 'eslint-plugin-mcp-state/seal';\n${verifier('verifyAccessToken', 'active.find((e) => safeEqual(e.token, presented))')}`,
      errors: [{ messageId: 'timingUnsafeCompare', data: { name: 'presented', operator: '===', secret: 'the secret', sealModule: 'eslint-plugin-mcp-state/seal' }, line: 5, column: 38, endLine: 5, endColumn: 59 }],
    },
  ],
});
