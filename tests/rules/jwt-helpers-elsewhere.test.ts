// JWT mistakes inside helpers the handler reaches through other modules (issue 42, point 3): a verify of another module
// told to ignore the expiry or given a long clock tolerance, judged at the call that hands it the client's state when
// only that call shows it reads state; and a signer two helpers deep whose claims the middle helper builds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-jwt-elsewhere-'));
mkdirSync(join(project, 'lib'), { recursive: true });
const readers = lines(
  "import jwt from 'jsonwebtoken';",
  'const KEY = process.env.STATE_JWT_SECRET;',
  'export function readTrip(token, userId) {',
  '  const claims = jwt.verify(token, KEY, { ignoreExpiration: true });',
  "  if (claims.sub !== userId) throw new Error('refused');",
  '  return claims;',
  '}',
  'export function readLenient(token, userId) {',
  '  const claims = jwt.verify(token, KEY, { clockTolerance: 3600 });',
  "  if (claims.sub !== userId) throw new Error('refused');",
  '  return claims;',
  '}',
  'export function readStrict(token, userId) {',
  '  const claims = jwt.verify(token, KEY, { clockTolerance: 30 });',
  "  if (claims.sub !== userId) throw new Error('refused');",
  '  return claims;',
  '}',
  'export function readTripState(token, userId) {',
  '  const claims = jwt.verify(token, KEY, { ignoreExpiration: true });',
  "  if (claims.sub !== userId) throw new Error('refused');",
  '  return claims;',
  '}',
  'export function makeReaders() {',
  '  function read(token, userId) {',
  '    const claims = jwt.verify(token, KEY, { ignoreExpiration: true });',
  "    if (claims.sub !== userId) throw new Error('refused');",
  '    return claims;',
  '  }',
  '  return { read };',
  '}',
  '',
);
const signers = lines(
  "import jwt from 'jsonwebtoken';",
  'const KEY = process.env.STATE_JWT_SECRET;',
  'function signClaims(claims) {',
  "  return jwt.sign(claims, KEY, { algorithm: 'HS256' });",
  '}',
  'export function signTrip(state, userId) {',
  "  return signClaims({ ...state, sub: userId, tool: 'plan_trip' });",
  '}',
  'export function signBrief(state, userId) {',
  "  return signClaims({ ...state, sub: userId, tool: 'plan_trip', exp: Math.floor(Date.now() / 1000) + 300 });",
  '}',
  '',
);
writeFileSync(join(project, 'lib/readers.js'), readers);
writeFileSync(join(project, 'lib/signers.js'), signers);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (importLine: string, ...handler: string[]): string =>
  lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    importLine,
    "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
    "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
    '  const raw = ctx.mcpReq.requestState();',
    ...handler,
    "  return { content: [{ type: 'text', text: 'ok' }] };",
    '});',
  );
const USER = 'ctx.http?.authInfo?.extra?.userId';
const LOCAL = lines(
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import jwt from 'jsonwebtoken';",
  'const KEY = process.env.STATE_JWT_SECRET;',
  'function signClaims(claims) {',
  "  return jwt.sign(claims, KEY, { algorithm: 'HS256' });",
  '}',
  'async function signTrip(state, userId) {',
  "  return (await signClaims({ ...state, sub: userId, tool: 'plan_trip' }).then((value) => value));",
  '}',
  "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
  `server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: await signTrip({ step: 1 }, ${USER}) }));`,
);


testRule('require-state-binding', rule, {
  valid: [
    {
      // thirty seconds of tolerance: not a finding
      filename: join(project, 'strict.js'),
      code: server("import { readStrict } from './lib/readers.js';", `  if (raw !== undefined) readStrict(raw, ${USER});`),
    },
    {
      // the helper's own module shows it reads state (its name): reported there, once, not at this call
      filename: join(project, 'named.js'),
      code: server("import { readTripState } from './lib/readers.js';", `  if (raw !== undefined) readTripState(raw, ${USER});`),
    },
    {
      // the same helper handed a token that is not the client's state
      filename: join(project, 'invite.js'),
      code: server("import { readTrip } from './lib/readers.js';", `  readTrip(args.invite, ${USER});`),
    },
    {
      // two helpers deep, the middle one signs an expiry claim
      filename: join(project, 'brief.js'),
      code: server("import { signBrief } from './lib/signers.js';", `  if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: signBrief({ step: 1 }, ${USER}) });`),
    },
  ],
  invalid: [
    {
      filename: join(project, 'ignores.js'),
      code: server("import { readTrip } from './lib/readers.js';", `  if (raw !== undefined) readTrip(raw, ${USER});`),
      errors: [{ messageId: 'helperJwtIgnoresExpiry', data: { helper: 'readTrip', specifier: './lib/readers.js' }, line: 6, column: 26, endLine: 6, endColumn: 74 }],
    },
    {
      filename: join(project, 'lenient.js'),
      code: server("import { readLenient } from './lib/readers.js';", `  if (raw !== undefined) readLenient(raw, ${USER});`),
      errors: [
        {
          messageId: 'helperJwtToleranceTooLong',
          data: { helper: 'readLenient', specifier: './lib/readers.js', ttl: '1 h', max: '10 min' },
          line: 6,
          column: 26,
          endLine: 6,
          endColumn: 77,
        },
      ],
    },
    {
      // a factory's closure
      filename: join(project, 'factory.js'),
      code: server("import { makeReaders } from './lib/readers.js';", '  const readers = makeReaders();', `  if (raw !== undefined) readers.read(raw, ${USER});`),
      errors: [{ messageId: 'helperJwtIgnoresExpiry', line: 7, column: 26, endLine: 7, endColumn: 78 }],
    },
    {
      // the helper's own module, linted: its name says it reads state
      filename: join(project, 'lib/readers.js'),
      code: readers,
      errors: [
        {
          messageId: 'jwtIgnoresExpiry',
          line: 19,
          column: 43,
          endLine: 19,
          endColumn: 65,
          suggestions: [{ messageId: 'removeIgnoreExpiration', output: readers.replace('export function readTripState(token, userId) {\n  const claims = jwt.verify(token, KEY, { ignoreExpiration: true });', 'export function readTripState(token, userId) {\n  const claims = jwt.verify(token, KEY, {});') }],
        },
      ],
    },
    {
      // two helpers deep in another module, the claims built by the middle one: no expiry anywhere
      filename: join(project, 'never.js'),
      code: server("import { signTrip } from './lib/signers.js';", `  if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: signTrip({ step: 1 }, ${USER}) });`),
      errors: [{ messageId: 'helperJwtNeverExpires', data: { helper: 'signTrip', specifier: './lib/signers.js' }, line: 6, column: 82, endLine: 6, endColumn: 138 }],
    },
    {
      // the same two helpers in the server file: reported at the signer's options
      filename: join(project, 'local.js'),
      code: LOCAL,
      errors: [
        {
          messageId: 'missingExpiry',
          line: 5,
          column: 32,
          endLine: 5,
          endColumn: 54,
          suggestions: [{ messageId: 'addField', data: { text: 'expiresIn: 600' }, output: LOCAL.replace("{ algorithm: 'HS256' }", "{ algorithm: 'HS256', expiresIn: 600 }") }],
        },
      ],
    },
  ],
});
