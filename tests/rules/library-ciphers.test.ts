// Ciphers, serialisers and signatures of libraries the plugin knows by their rows: a cipher @noble/ciphers makes for
// one key and nonce, by whether it authenticates (`ctr(key, iv).encrypt(data)` is encryption without a tag); an
// instance of an encoding package's class (`new Encoder().encode(x)` of cbor-x); the bytes a typed array is given with
// `set`; NaCl's detached signatures; and node-forge's GCM decipher, whose tag is checked only by what `finish()` hands
// back.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('library-ciphers');

write("ciph/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("nacl/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("forge/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("ciph/box.js", lines(
    "import { ctr, gcm } from '@noble/ciphers/aes';",
    "import { randomBytes } from '@noble/ciphers/webcrypto';",
    "import { utf8ToBytes } from '@noble/ciphers/utils';",
    "export function packCtr(key, draft) {",
    "  const iv = randomBytes(16);",
    "  const body = ctr(key, iv).encrypt(utf8ToBytes(JSON.stringify(draft)));",
    "  const out = new Uint8Array(16 + body.length);",
    "  out.set(iv, 0);",
    "  out.set(body, 16);",
    "  return Buffer.from(out).toString('base64url');",
    "}",
    "export function packGcm(key, draft) {",
    "  const iv = randomBytes(12);",
    "  const body = gcm(key, iv).encrypt(utf8ToBytes(JSON.stringify(draft)));",
    "  return Buffer.concat([iv, body]).toString('base64url');",
    "}",
  ));
write("ciph/progress.js", lines(
    "import { Encoder } from 'cbor-x';",
    "const encoder = new Encoder({ useRecords: false });",
    "export const pack = (progress) => Buffer.from(encoder.encode(progress)).toString('base64url');",
  ));
write("nacl/token.js", lines(
    "import nacl from 'tweetnacl';",
    "import { encodeBase64, decodeUTF8 } from 'tweetnacl-util';",
    "const toUrl = (bytes) => encodeBase64(bytes).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');",
    "export function issue(payload, { sub, tool, ttlMs }, secretKey) {",
    "  const claims = { sub, tool, p: payload };",
    "  if (ttlMs) claims.exp = Date.now() + ttlMs;",
    "  const body = decodeUTF8(JSON.stringify(claims));",
    "  return `${toUrl(body)}.${toUrl(nacl.sign.detached(body, secretKey))}`;",
    "}",
  ));
write("forge/box.js", lines(
    "import forge from 'node-forge';",
    "export function openUnchecked(key, token) {",
    "  const raw = forge.util.decode64(token);",
    "  const decipher = forge.cipher.createDecipher('AES-GCM', key);",
    "  decipher.start({ iv: raw.slice(0, 12), tagLength: 128, tag: forge.util.createBuffer(raw.slice(12, 28)) });",
    "  decipher.update(forge.util.createBuffer(raw.slice(28)));",
    "  decipher.finish();",
    "  return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()));",
    "}",
    "export function openChecked(key, token) {",
    "  const raw = forge.util.decode64(token);",
    "  const decipher = forge.cipher.createDecipher('AES-GCM', key);",
    "  decipher.start({ iv: raw.slice(0, 12), tagLength: 128, tag: forge.util.createBuffer(raw.slice(12, 28)) });",
    "  decipher.update(forge.util.createBuffer(raw.slice(28)));",
    "  if (!decipher.finish()) return null;",
    "  return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()));",
    "}",
  ));

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: 'an AES-GCM box of @noble/ciphers seals what it encrypts',
      filename: path('ciph/tool.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { packCtr, packGcm } from './box.js';",
    "const server = new McpServer({ name: 'routes', version: '1.0.0' });",
    "server.registerTool('plan_route', { inputSchema: {} }, async (args, ctx) => {",
    "  const key = Buffer.from(process.env.DRAFT_KEY, 'hex');",
    "  return inputRequired({ inputRequests: {}, requestState: packGcm(key, { routeId: args.routeId }) });",
    "});",
  ),
    },
    {
      name: "a node-forge GCM decipher whose finish() verdict decides opens the client's state verified",
      filename: path('forge/tool.js'),
      code: lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { openChecked, openUnchecked } from './box.js';",
    "const server = new McpServer({ name: 'drafts', version: '1.0.0' });",
    "const key = process.env.DRAFT_KEY;",
    "server.registerTool('draft_b', { inputSchema: {} }, async (args, ctx) => {",
    "  const draft = openChecked(key, ctx.mcpReq.requestState());",
    "  return { content: [{ type: 'text', text: String(draft?.total) }] };",
    "});",
  ),
    },
  ],
  invalid: [
    {
      name: 'an AES-CTR box of @noble/ciphers, written into a typed array with set(), hands out state without a tag',
      filename: path('ciph/tool.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { packCtr, packGcm } from './box.js';",
    "const server = new McpServer({ name: 'routes', version: '1.0.0' });",
    "server.registerTool('plan_route', { inputSchema: {} }, async (args, ctx) => {",
    "  const key = Buffer.from(process.env.DRAFT_KEY, 'hex');",
    "  return inputRequired({ inputRequests: {}, requestState: packCtr(key, { routeId: args.routeId }) });",
    "});",
    "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
    "  const key = Buffer.from(process.env.DRAFT_KEY, 'hex');",
    "  return inputRequired({ inputRequests: {}, requestState: packGcm(key, { routeId: args.routeId }) });",
    "});",
  ),
      errors: [{ messageId: 'unsignedStateHelper', line: 6, column: 59, endLine: 6, endColumn: 98 }],
    },
    {
      name: "an instance of cbor-x's Encoder writes the progress it is handed, unsigned",
      filename: path('ciph/export.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { pack } from './progress.js';",
    "const server = new McpServer({ name: 'exports', version: '1.0.0' });",
    "server.registerTool('export_items', { inputSchema: {} }, async (args, ctx) => {",
    "  return inputRequired({ inputRequests: {}, requestState: pack({ offset: 500, uploadId: args.uploadId }) });",
    "});",
  ),
      errors: [{ messageId: 'unsignedStateHelper', line: 5, column: 59, endLine: 5, endColumn: 105, suggestions: [
          { messageId: "sealWithSealState", output: lines(
            "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
            "import { pack } from './progress.js';",
            "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
            "const server = new McpServer({ name: 'exports', version: '1.0.0' });",
            "server.registerTool('export_items', { inputSchema: {} }, async (args, ctx) => {",
            "  return inputRequired({ inputRequests: {}, requestState: sealState({ offset: 500, uploadId: args.uploadId }, { userId: principalOf(ctx), tool: 'export_items' }) });",
            "});",
          ) },
        ] }],
    },
    {
      name: "a node-forge GCM decipher whose finish() verdict is thrown away opens the client's state unverified",
      filename: path('forge/tool.js'),
      code: lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { openChecked, openUnchecked } from './box.js';",
    "const server = new McpServer({ name: 'drafts', version: '1.0.0' });",
    "const key = process.env.DRAFT_KEY;",
    "server.registerTool('draft_a', { inputSchema: {} }, async (args, ctx) => {",
    "  const draft = openUnchecked(key, ctx.mcpReq.requestState());",
    "  return { content: [{ type: 'text', text: String(draft.total) }] };",
    "});",
    "server.registerTool('draft_b', { inputSchema: {} }, async (args, ctx) => {",
    "  const draft = openChecked(key, ctx.mcpReq.requestState());",
    "  return { content: [{ type: 'text', text: String(draft?.total) }] };",
    "});",
  ),
      errors: [{ messageId: 'unverifiedStateHelper', line: 6, column: 17, endLine: 6, endColumn: 62 }],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'a NaCl-signed token given the option that writes its expiry',
      filename: path('nacl/transfer.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { issue } from './token.js';",
    "const server = new McpServer({ name: 'pharmacy', version: '1.0.0' });",
    "const keys = { secretKey: new Uint8Array(64) };",
    "server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm', claimToken: ctx.http.authInfo.token }, { sub, tool: 'transfer', ttlMs: 600000 }, keys.secretKey) });",
    "});",
    "server.registerTool('refill', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'refill', ttlMs: 600000 }, keys.secretKey) });",
    "});",
  ),
    },
  ],
  invalid: [
    {
      name: 'a NaCl-signed token that writes an expiry only when given ttlMs, called without it',
      filename: path('nacl/transfer.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { issue } from './token.js';",
    "const server = new McpServer({ name: 'pharmacy', version: '1.0.0' });",
    "const keys = { secretKey: new Uint8Array(64) };",
    "server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm', claimToken: ctx.http.authInfo.token }, { sub, tool: 'transfer', ttlMs: 600000 }, keys.secretKey) });",
    "});",
    "server.registerTool('refill', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'refill' }, keys.secretKey) });",
    "});",
  ),
      errors: [{ messageId: 'expiryOptionLeftOut', line: 11, column: 59, endLine: 11, endColumn: 126 }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    {
      name: 'a NaCl-signed token holding no credential',
      filename: path('nacl/transfer.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { issue } from './token.js';",
    "const server = new McpServer({ name: 'pharmacy', version: '1.0.0' });",
    "const keys = { secretKey: new Uint8Array(64) };",
    "server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'transfer', ttlMs: 600000 }, keys.secretKey) });",
    "});",
    "server.registerTool('refill', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'refill' }, keys.secretKey) });",
    "});",
  ),
    },
  ],
  invalid: [
    {
      name: "the caller's bearer token in a NaCl-signed token, readable by the client",
      filename: path('nacl/transfer.js'),
      code: lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { issue } from './token.js';",
    "const server = new McpServer({ name: 'pharmacy', version: '1.0.0' });",
    "const keys = { secretKey: new Uint8Array(64) };",
    "server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm', claimToken: ctx.http.authInfo.token }, { sub, tool: 'transfer', ttlMs: 600000 }, keys.secretKey) });",
    "});",
    "server.registerTool('refill', { inputSchema: {} }, async (args, ctx) => {",
    "  const sub = ctx.http.authInfo.extra.userId;",
    "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'refill' }, keys.secretKey) });",
    "});",
  ),
      errors: [{ messageId: 'secretInState', line: 7, column: 84, endLine: 7, endColumn: 119, suggestions: [
          { messageId: "removeProperty", output: lines(
            "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
            "import { issue } from './token.js';",
            "const server = new McpServer({ name: 'pharmacy', version: '1.0.0' });",
            "const keys = { secretKey: new Uint8Array(64) };",
            "server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
            "  const sub = ctx.http.authInfo.extra.userId;",
            "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'transfer', ttlMs: 600000 }, keys.secretKey) });",
            "});",
            "server.registerTool('refill', { inputSchema: {} }, async (args, ctx) => {",
            "  const sub = ctx.http.authInfo.extra.userId;",
            "  return inputRequired({ inputRequests: {}, requestState: issue({ step: 'confirm' }, { sub, tool: 'refill' }, keys.secretKey) });",
            "});",
          ) },
        ] }],
    },
  ],
});
