// A hand-rolled sealer or opener of another module (a function, or a method of an imported class) is judged at the
// call of the linted file: what it signs together with what the call passes, and what it checks together with what
// the function around the call compares.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-foreign-sealers-'));
mkdirSync(join(project, 'lib/jwt'), { recursive: true });
writeFileSync(
  join(project, 'lib/vault.js'),
  lines(
    'import { createHmac, timingSafeEqual } from \'node:crypto\';',
    '',
    'export class Vault {',
    '  constructor(secret) {',
    '    this.secret = secret;',
    '  }',
    '',
    '  tag(body) {',
    '    return createHmac(\'sha256\', this.secret).update(body).digest(\'base64url\');',
    '  }',
    '',
    '  seal(data) {',
    '    const body = Buffer.from(JSON.stringify({ data, v: 1 })).toString(\'base64url\');',
    '    return `${body}.${this.tag(body)}`;',
    '  }',
    '',
    '  open(token) {',
    '    const [body, mac] = String(token).split(\'.\');',
    '    const expected = this.tag(body);',
    '    if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;',
    '    return JSON.parse(Buffer.from(body, \'base64url\').toString()).data;',
    '  }',
    '}',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/tokens.js'),
  lines(
    'import { createHmac } from \'node:crypto\';',
    '',
    'export function signToken(fields, ttlSeconds = 300) {',
    '  const body = Buffer.from(JSON.stringify({ ...fields, exp: Math.floor(Date.now() / 1000) + ttlSeconds })).toString(\'base64url\');',
    '  return `${body}.${createHmac(\'sha256\', process.env.TOKEN_SECRET).update(body).digest(\'base64url\')}`;',
    '}',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/jwt/sign.js'),
  lines(
    'import jwt from \'jsonwebtoken\';',
    '',
    'export function signClaims(claims) {',
    '  return jwt.sign(claims, process.env.ROUND_SECRET, { algorithm: \'HS256\' });',
    '}',
    '',
    'export function signBriefly(claims) {',
    '  return jwt.sign(claims, process.env.ROUND_SECRET, { algorithm: \'HS256\', expiresIn: 300 });',
    '}',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/rounds.js'),
  lines(
    'export { signClaims as sealRound, signBriefly as sealBriefRound } from \'./jwt/sign.js\';',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/audience.js'),
  lines(
    'import { SignJWT } from \'jose\';',
    '',
    'const key = new TextEncoder().encode(process.env.ROUND_SECRET);',
    '',
    'export async function issue(claims, tool) {',
    '  return new SignJWT(claims).setProtectedHeader({ alg: \'HS256\' }).setAudience(tool).setExpirationTime(\'10m\').sign(key);',
    '}',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-state-binding', rule, {
  valid: [
    {
      // the user, the tool and the expiry compared around the open; the seal's call passes the user and the tool and the
      // helper adds exp; a token for an e-mail link is no requestState
      filename: join(project, 'valid-server.js'),
      code: lines(
        'import { McpServer } from \'@modelcontextprotocol/sdk/server/mcp.js\';',
        'import { signToken } from \'./lib/tokens.js\';',
        'import { Vault } from \'./lib/vault.js\';',
        'const vault = new Vault(process.env.VAULT_SECRET);',
        'const server = new McpServer({ name: \'tracker\', version: \'1.0.0\' });',
        'server.registerTool(\'archive\', { inputSchema: {} }, async (args, extra) => {',
        '  const userId = extra.authInfo?.extra?.userId;',
        '  const saved = extra._meta?.requestState ? vault.open(extra._meta.requestState) : null;',
        '  if (!saved || saved.userId !== userId || saved.tool !== \'archive\' || saved.exp < Date.now()) {',
        '    return { resultType: \'input_required\', inputRequests: {}, requestState: signToken({ userId, tool: \'archive\' }) };',
        '  }',
        '  const link = `https://tracker.example/verify?t=${signToken({ email: \'a@example.com\' }, 86_400)}`;',
        '  return { content: [{ type: \'text\', text: link }] };',
        '});',
      ),
    },
  ],
  invalid: [
    {
      filename: join(project, 'vault-server.js'),
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { Vault } from \'./lib/vault.js\';',
        'const vault = new Vault(process.env.VAULT_SECRET);',
        'const server = new McpServer({ name: \'keys\', version: \'1.0.0\' });',
        'server.registerTool(\'rotate\', { inputSchema: {} }, async (args, ctx) => {',
        '  const raw = ctx.mcpReq.requestState();',
        '  if (raw === undefined) return inputRequired({ requestState: vault.seal({ keyId: \'k-1\' }) });',
        '  const pending = vault.open(raw);',
        '  return { content: [{ type: \'text\', text: `rotated ${pending.keyId}` }] };',
        '});',
      ),
      errors: [
        {
          messageId: 'helperMissingSignedFields',
          data: {
            helper: 'Vault.seal',
            specifier: './lib/vault.js',
            missing: 'the user, the tool and an expiry',
            fields: "userId (the authenticated user), tool (the tool's name) and exp (for example Date.now() + 600_000)",
            them: 'them',
          },
          line: 7,
          column: 63,
          endLine: 7,
          endColumn: 91,
        },
        {
          messageId: 'helperSkipsChecks',
          data: {
            helper: 'Vault.open',
            specifier: './lib/vault.js',
            missing: 'the expiry, the user and the tool',
            replay: 'after it expired, for another user or for another tool',
            fields: 'the expiry with the clock, the user and the tool',
          },
          line: 8,
          column: 19,
          endLine: 8,
          endColumn: 34,
        },
      ],
    },
    {
      filename: join(project, 'tokens-server.js'),
      code: lines(
        'import { McpServer } from \'@modelcontextprotocol/sdk/server/mcp.js\';',
        'import { signToken } from \'./lib/tokens.js\';',
        'const server = new McpServer({ name: \'tracker\', version: \'1.0.0\' });',
        'server.registerTool(\'archive\', { inputSchema: {} }, async (args, extra) => ({',
        '  resultType: \'input_required\',',
        '  inputRequests: {},',
        '  requestState: signToken({ tool: \'archive\', projectId: \'p-1\' }),',
        '}));',
      ),
      errors: [
        {
          messageId: 'helperMissingSignedFields',
          data: { helper: 'signToken', specifier: './lib/tokens.js', missing: 'the user', fields: 'userId (the authenticated user)', them: 'it' },
          line: 7,
          column: 17,
          endLine: 7,
          endColumn: 65,
        },
      ],
    },
    {
      // a JWT signer re-exported under another name: judged by its options and the claims each call passes (rollback
      // has expiresIn, retry passes exp: both silent)
      filename: join(project, 'jwt-server.js'),
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { sealBriefRound, sealRound } from \'./lib/rounds.js\';',
        'const server = new McpServer({ name: \'builds\', version: \'1.0.0\' });',
        'server.registerTool(\'promote\', { inputSchema: {} }, async (args, ctx) => {',
        '  const sub = ctx.http?.authInfo?.extra?.userId;',
        '  return inputRequired({ inputRequests: {}, requestState: sealRound({ sub, tool: \'promote\', buildId: \'b-9\' }) });',
        '});',
        'server.registerTool(\'pin\', { inputSchema: {} }, async (args, ctx) => {',
        '  return inputRequired({ inputRequests: {}, requestState: sealRound({ buildId: \'b-9\' }) });',
        '});',
        'server.registerTool(\'rollback\', { inputSchema: {} }, async (args, ctx) => {',
        '  const sub = ctx.http?.authInfo?.extra?.userId;',
        '  return inputRequired({ inputRequests: {}, requestState: sealBriefRound({ sub, tool: \'rollback\', buildId: \'b-9\' }) });',
        '});',
        'server.registerTool(\'retry\', { inputSchema: {} }, async (args, ctx) => {',
        '  const sub = ctx.http?.authInfo?.extra?.userId;',
        '  return inputRequired({ inputRequests: {}, requestState: sealRound({ sub, tool: \'retry\', exp: Math.floor(Date.now() / 1000) + 300 }) });',
        '});',
      ),
      errors: [
        {
          messageId: 'helperJwtNeverExpires',
          data: { helper: 'sealRound', specifier: './lib/rounds.js' },
          line: 6,
          column: 59,
          endLine: 6,
          endColumn: 110,
        },
        {
          messageId: 'helperJwtNeverExpires',
          data: { helper: 'sealRound', specifier: './lib/rounds.js' },
          line: 9,
          column: 59,
          endLine: 9,
          endColumn: 88,
        },
        {
          messageId: 'helperMissingSignedFields',
          data: {
            helper: 'sealRound',
            specifier: './lib/rounds.js',
            missing: 'the user and the tool',
            fields: "sub (the authenticated user) and tool (the tool's name)",
            them: 'them',
          },
          line: 9,
          column: 59,
          endLine: 9,
          endColumn: 88,
        },
      ],
    },
    {
      // the audience a jose wrapper sets from its parameter binds the tool this call passes: only the user is missing in deny
      filename: join(project, 'audience-server.js'),
      code: lines(
        'import { McpServer, inputRequired } from \'@modelcontextprotocol/server\';',
        'import { issue } from \'./lib/audience.js\';',
        'const server = new McpServer({ name: \'approvals\', version: \'1.0.0\' });',
        'server.registerTool(\'approve\', { inputSchema: {} }, async (args, ctx) => {',
        '  const sub = ctx.http?.authInfo?.extra?.userId;',
        '  return inputRequired({ inputRequests: {}, requestState: await issue({ sub, requestId: \'r-1\' }, \'approve\') });',
        '});',
        'server.registerTool(\'deny\', { inputSchema: {} }, async (args, ctx) => {',
        '  return inputRequired({ inputRequests: {}, requestState: await issue({ requestId: \'r-1\' }, \'deny\') });',
        '});',
      ),
      errors: [
        {
          messageId: 'helperMissingSignedFields',
          data: { helper: 'issue', specifier: './lib/audience.js', missing: 'the user', fields: 'sub (the authenticated user)', them: 'it' },
          line: 9,
          column: 65,
          endLine: 9,
          endColumn: 100,
        },
      ],
    },
  ],
});
