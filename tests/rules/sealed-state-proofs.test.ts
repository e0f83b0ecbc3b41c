import rule from '../../rules/require-sealed-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * Issue 41: require-sealed-state proves along the value's path instead of recognising shapes. On the way out, every
 * step that is not a seal carries its input unsigned (a compressor, an unauthenticated cipher, a URL encoder, a
 * factory's closure behind .then, a promisified built-in); on the way in, the first step that takes the client's
 * state apart before a verifier is reported, wherever it is. A step the rule cannot see through is unknown: silence,
 * and unprovenState under reportUnknown (strict). The valid cases look alike: AEAD, an unknown package, a random
 * handle whose record is checked against the user, a verifier that splits its token to check the MAC.
 */

testRule('require-sealed-state', rule, {
  valid: [
    {
      name: "an AEAD cipher (AES-256-GCM with its tag) seals: its tag is checked on the way back",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { createCipheriv, randomBytes } from 'node:crypto';",
        "const key = Buffer.from(process.env.STATE_KEY, 'base64');",
        "function sealBox(state) {",
        "  const iv = randomBytes(12);",
        "  const cipher = createCipheriv('aes-256-gcm', key, iv);",
        "  const body = Buffer.concat([cipher.update(JSON.stringify(state)), cipher.final()]);",
        "  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');",
        "}",
        "const server = new McpServer({ name: 'box', version: '1.0.0' });",
        "server.registerTool('box', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealBox({ step: 1 }) }));",
      ),
    },
    {
      name: "a package the plugin does not know is unknown, not unsigned: silence by default",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { encodeState } from 'state-kit';",
        "const server = new McpServer({ name: 'kit', version: '1.0.0' });",
        "server.registerTool('kit', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: encodeState({ step: 1 }) }));",
      ),
    },
    {
      name: "a random handle keys server-held data, and the record it finds is compared with the user in a helper",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { randomUUID } from 'node:crypto';",
        "const pending = new Map();",
        "function recall(handle, userId) {",
        "  const record = pending.get(handle);",
        "  return record && record.userId === userId ? record : undefined;",
        "}",
        "const server = new McpServer({ name: 'handles', version: '1.0.0' });",
        "server.registerTool('book', {}, async (args, ctx) => {",
        "  const userId = ctx.http?.authInfo?.extra?.userId;",
        "  const raw = ctx.mcpReq.requestState();",
        "  if (raw === undefined) {",
        "    const handle = randomUUID();",
        "    pending.set(handle, { userId, city: args.city });",
        "    return inputRequired({ inputRequests: {}, requestState: handle });",
        "  }",
        "  const record = recall(raw, userId);",
        "  return { content: [{ type: 'text', text: record ? record.city : 'expired' }] };",
        "});",
      ),
    },
    {
      name: "a verifier that splits its token and checks the MAC against every rotated key, in a callback",
      code: lines(
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        "const keys = [process.env.STATE_KEY, process.env.STATE_KEY_PREVIOUS];",
        "const mac = (key, body) => createHmac('sha256', key).update(body).digest();",
        "export function openToken(token) {",
        "  const [body, tag] = token.split('.');",
        "  const given = Buffer.from(tag, 'base64url');",
        "  const ok = keys.map((key) => mac(key, body)).some((expected) => expected.length === given.length && timingSafeEqual(expected, given));",
        "  return ok ? JSON.parse(Buffer.from(body, 'base64url').toString()) : null;",
        "}",
        "export const resume = (request) => openToken(request.params.requestState);",
      ),
    },
    {
      name: "a MAC pushed beside the body it signs, the parts joined",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { createHmac } from 'node:crypto';",
        "function token(state) {",
        "  const parts = [];",
        "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
        "  parts.push(body);",
        "  parts.push(createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url'));",
        "  return parts.join('.');",
        "}",
        "const server = new McpServer({ name: 'parts', version: '1.0.0' });",
        "server.registerTool('parts', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: token({ step: 1 }) }));",
      ),
    },
    {
      name: "a result's validation schema is no state, also under reportUnknown",
      code: lines(
        "import { z } from 'zod';",
        "const wireResult = (shape) => z.object({ resultType: z.string(), ...shape });",
        "export const InputRequiredResultSchema = wireResult({",
        "  inputRequests: z.record(z.string(), z.unknown()).optional(),",
        "  requestState: z.string().optional(),",
        "});",
      ),
      options: [{"reportUnknown":true}],
    },
    {
      name: "a schema package required and wrapped by a bundler's interop is still no state, under reportUnknown",
      code: lines(
        "let zod_v4 = require('zod/v4');",
        "zod_v4 = interop(zod_v4);",
        "const wireResult = (shape) => zod_v4.object({ resultType: zod_v4.string(), ...shape });",
        "exports.InputRequiredResultSchema = wireResult({",
        "  inputRequests: zod_v4.record(zod_v4.string(), zod_v4.unknown()).optional(),",
        "  requestState: zod_v4.string().optional(),",
        "});",
      ),
      languageOptions: commonJs,
      options: [{"reportUnknown":true}],
    },
  ],
  invalid: [
    {
      name: "deflate then base64url in a local helper: any compressor carries the data unsigned",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { deflateSync } from 'node:zlib';",
        "const pack = (state) => deflateSync(JSON.stringify(state)).toString('base64url');",
        "const server = new McpServer({ name: 'zip', version: '1.0.0' });",
        "server.registerTool('zip', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: pack({ step: 1 }) }));",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 102, endLine: 5, endColumn: 119,
          suggestions: [
            { messageId: "sealWithSealState", output: lines(
              "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
              "import { deflateSync } from 'node:zlib';",
              "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
              "const pack = (state) => deflateSync(JSON.stringify(state)).toString('base64url');",
              "const server = new McpServer({ name: 'zip', version: '1.0.0' });",
              "server.registerTool('zip', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 1 }, { userId: principalOf(ctx), tool: 'zip' }) }));",
            ) },
          ],
        },
      ],
    },
    {
      name: "AES-256-CBC without a MAC, in a #private method of a class: encryption without authentication",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { createCipheriv, randomBytes } from 'node:crypto';",
        "class StateBox {",
        "  #key = Buffer.from(process.env.STATE_KEY, 'hex');",
        "  wrap(state) {",
        "    return this.#encrypt(JSON.stringify(state));",
        "  }",
        "  #encrypt(text) {",
        "    const iv = randomBytes(16);",
        "    const cipher = createCipheriv('aes-256-cbc', this.#key, iv);",
        "    return iv.toString('hex') + cipher.update(text, 'utf8', 'hex') + cipher.final('hex');",
        "  }",
        "}",
        "const box = new StateBox();",
        "const server = new McpServer({ name: 'box', version: '1.0.0' });",
        "server.registerTool('box', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: box.wrap({ step: 1 }) }));",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 16, column: 102, endLine: 16, endColumn: 123,
          suggestions: [
            { messageId: "sealWithSealState", output: lines(
              "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
              "import { createCipheriv, randomBytes } from 'node:crypto';",
              "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
              "class StateBox {",
              "  #key = Buffer.from(process.env.STATE_KEY, 'hex');",
              "  wrap(state) {",
              "    return this.#encrypt(JSON.stringify(state));",
              "  }",
              "  #encrypt(text) {",
              "    const iv = randomBytes(16);",
              "    const cipher = createCipheriv('aes-256-cbc', this.#key, iv);",
              "    return iv.toString('hex') + cipher.update(text, 'utf8', 'hex') + cipher.final('hex');",
              "  }",
              "}",
              "const box = new StateBox();",
              "const server = new McpServer({ name: 'box', version: '1.0.0' });",
              "server.registerTool('box', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState({ step: 1 }, { userId: principalOf(ctx), tool: 'box' }) }));",
            ) },
          ],
        },
      ],
    },
    {
      name: "new URLSearchParams(…).toString(): a URL encoding of server data",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'cart', version: '1.0.0' });",
        "server.registerTool('cart', {}, async (args, ctx) => {",
        "  const total = 4200;",
        "  return inputRequired({ inputRequests: {}, requestState: new URLSearchParams({ step: 'pay', total: String(total) }).toString() });",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 5, column: 59, endLine: 5, endColumn: 128,
          suggestions: [],
        },
      ],
    },
    {
      name: "a factory's closure read through .then",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "function makeCodec() {",
        "  return { pack: async (state) => Buffer.from(JSON.stringify(state)).toString('base64url') };",
        "}",
        "const codec = makeCodec();",
        "const server = new McpServer({ name: 'then', version: '1.0.0' });",
        "server.registerTool('then', {}, (args, ctx) => codec.pack({ step: 1 }).then((packed) => inputRequired({ inputRequests: {}, requestState: packed })));",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 7, column: 138, endLine: 7, endColumn: 144,
          suggestions: [],
        },
      ],
    },
    {
      name: "a promisified node:zlib gzip",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { promisify } from 'node:util';",
        "import zlib from 'node:zlib';",
        "const gzip = promisify(zlib.gzip);",
        "const server = new McpServer({ name: 'gzip', version: '1.0.0' });",
        "server.registerTool('gzip', {}, async (args, ctx) => {",
        "  const packed = (await gzip(JSON.stringify({ step: 1 }))).toString('base64');",
        "  return inputRequired({ inputRequests: {}, requestState: packed });",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 8, column: 59, endLine: 8, endColumn: 65,
          suggestions: [],
        },
      ],
    },
    {
      name: "the client's state split before any check: reported at the split",
      code: lines(
        "export function resume(request) {",
        "  const [cartId, percent] = request.params.requestState.split(':');",
        "  return { cartId, percent: Number(percent) };",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedRead",
          line: 2, column: 29, endLine: 2, endColumn: 67,
          suggestions: [],
        },
      ],
    },
    {
      name: "the client's state parsed by new URLSearchParams",
      code: lines(
        "export function resume(request) {",
        "  const saved = new URLSearchParams(request.params.requestState);",
        "  return { cartId: saved.get('cartId') };",
        "}",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedRead",
          line: 2, column: 17, endLine: 2, endColumn: 65,
          suggestions: [],
        },
      ],
    },
    {
      name: "a factory's closure that decodes what it is handed: reported where it takes the state apart",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/server';",
        "function makeCodec() {",
        "  return { unpack: (token) => JSON.parse(Buffer.from(token.slice(3), 'base64url').toString()) };",
        "}",
        "const codec = makeCodec();",
        "const server = new McpServer({ name: 'unpack', version: '1.0.0' });",
        "server.registerTool('unpack', {}, async (args, ctx) => {",
        "  const saved = codec.unpack(ctx.mcpReq.requestState());",
        "  return { content: [{ type: 'text', text: saved.step }] };",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedState",
          line: 3, column: 31, endLine: 3, endColumn: 94,
          suggestions: [],
        },
      ],
    },
    {
      name: "jsonwebtoken's decode reads a JWT without verifying it (the state is a tool argument on SDK 1.x)",
      code: lines(
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import jwt from 'jsonwebtoken';",
        "const server = new McpServer({ name: 'labels', version: '1.0.0' });",
        "server.registerTool('label', { description: 'Label an issue' }, async (args, extra) => {",
        "  const { suggestions } = jwt.decode(args.requestState);",
        "  return { content: [{ type: 'text', text: suggestions.join(', ') }] };",
        "});",
      ),
      output: null,
      errors: [
        {
          messageId: "unverifiedRead",
          line: 5, column: 27, endLine: 5, endColumn: 56,
          suggestions: [],
        },
      ],
    },
    {
      name: "a package sealer the plugin does not know, under reportUnknown: unprovenState names it",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { kms } from 'kms-client';",
        "const server = new McpServer({ name: 'kms', version: '1.0.0' });",
        "server.registerTool('kms', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: await kms.seal({ step: 1 }) }));",
      ),
      options: [{"reportUnknown":true}],
      output: null,
      errors: [
        {
          messageId: "unprovenState",
          line: 4, column: 108, endLine: 4, endColumn: 116,
          suggestions: [],
        },
      ],
    },
    {
      name: "a tool argument formatted and hex-encoded: what the client sent, handed back unsigned",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'alerts', version: '1.0.0' });",
        "server.registerTool('alerts', {}, async ({ city }, ctx) => inputRequired({ inputRequests: {}, requestState: Buffer.from(`${city}|7`, 'utf8').toString('hex') }));",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 3, column: 109, endLine: 3, endColumn: 157,
          suggestions: [],
        },
      ],
    },
    {
      name: "bytes XOR-ed with a pad into a buffer written element by element: no seal on the way",
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const PAD = Buffer.from(process.env.STATE_PAD, 'utf8');",
        "function xor(input) {",
        "  const out = Buffer.alloc(input.length);",
        "  for (let i = 0; i < input.length; i++) out[i] = input[i] ^ PAD[i % PAD.length];",
        "  return out;",
        "}",
        "const scramble = (text) => xor(Buffer.from(text, 'utf8')).toString('base64url');",
        "const server = new McpServer({ name: 'merge', version: '1.0.0' });",
        "server.registerTool('merge', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: scramble(JSON.stringify({ step: 1 })) }));",
      ),
      output: null,
      errors: [
        {
          messageId: "unsignedState",
          line: 10, column: 104, endLine: 10, endColumn: 141,
          suggestions: [
            { messageId: "sealWithSealState", output: lines(
              "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
              "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
              "const PAD = Buffer.from(process.env.STATE_PAD, 'utf8');",
              "function xor(input) {",
              "  const out = Buffer.alloc(input.length);",
              "  for (let i = 0; i < input.length; i++) out[i] = input[i] ^ PAD[i % PAD.length];",
              "  return out;",
              "}",
              "const scramble = (text) => xor(Buffer.from(text, 'utf8')).toString('base64url');",
              "const server = new McpServer({ name: 'merge', version: '1.0.0' });",
              "server.registerTool('merge', {}, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealState(JSON.stringify({ step: 1 }), { userId: principalOf(ctx), tool: 'merge' }) }));",
            ) },
          ],
        },
      ],
    },
  ],
});
