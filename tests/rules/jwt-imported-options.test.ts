// What a JWT's verify or sign is told can be written in another module: an options object imported whole, a frozen
// settings object, a signer helper. Each is read by its value, and what depends on the call is judged at the call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-jwt-imported-'));
writeFileSync(
  join(project, 'settings.js'),
  lines(
    "export const STATE_VERIFY = { algorithms: ['HS256'], ignoreExpiration: true };",
    "export const SAFE_VERIFY = { algorithms: ['HS256'], maxAge: '10m' };",
    "export const settings = Object.freeze({ clockSkew: '6h', issuer: 'urn:gate' });",
  ),
);
writeFileSync(
  join(project, 'tokens.js'),
  lines(
    "import jwt from 'jsonwebtoken';",
    '',
    'export function issue(sub, tool) {',
    "  return jwt.sign({ sub, tool }, process.env.STATE_KEY, { expiresIn: '5m' });",
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const reader = (options: string) =>
  lines(
    "import jwt from 'jsonwebtoken';",
    `import { ${options} } from './settings.js';`,
    '',
    'export function readDraftState(token) {',
    `  return jwt.verify(token, process.env.STATE_KEY, ${options});`,
    '}',
  );

const skew = (tolerance: string) =>
  lines(
    "import { jwtVerify } from 'jose';",
    "import { settings } from './settings.js';",
    '',
    'export async function openState(token, key) {',
    `  const { payload } = await jwtVerify(token, key, { issuer: settings.issuer${tolerance} });`,
    '  return payload;',
    '}',
  );

const deploy = (state: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    "import { issue } from './tokens.js';",
    '',
    'export function register(server) {',
    "  server.registerTool('deploy', { inputSchema: { ref: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
    '    const user = ctx.http.authInfo.extra.userId;',
    `    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Deploy \${args.ref}?\` }) }, requestState: ${state} });`,
    '  });',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'imported verify options that keep the expiry', filename: join(project, 'read-safe.js'), code: reader('SAFE_VERIFY') },
    { name: 'no clock tolerance at all', filename: join(project, 'no-skew.js'), code: skew('') },
  ],
  invalid: [
    {
      name: 'imported verify options that ignore the expiry, reported at the options this call passes',
      filename: join(project, 'read.js'),
      code: reader('STATE_VERIFY'),
      errors: [{ messageId: 'jwtIgnoresExpiry', line: 5, column: 51, endLine: 5, endColumn: 63 }],
    },
    {
      name: 'a clock tolerance read from a frozen settings object of another module',
      filename: join(project, 'skew.js'),
      code: skew(', clockTolerance: settings.clockSkew'),
      errors: [
        {
          messageId: 'jwtToleranceTooLong',
          line: 5,
          column: 78,
          endLine: 5,
          endColumn: 112,
          suggestions: [{ messageId: 'removeClockTolerance', output: skew('') }],
        },
      ],
    },
    {
      name: "a destructive tool's state signed by another module's JWT helper without its arguments",
      filename: join(project, 'deploy.js'),
      code: deploy("issue(user, 'deploy')"),
      errors: [{ messageId: 'missingArgs', line: 8, column: 123, endLine: 8, endColumn: 144 }],
    },
  ],
});
