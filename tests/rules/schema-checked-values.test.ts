// Values that pass through a schema or a reshaping on their way: zod's `pipe` after a transform still runs the
// transform on the client's token; valibot's `parse` hands back what it checks (the envelope a sealer signs); a
// config's `safeParse` verdict holds the schema's `.default(…)` literal in its `data`; parts mapped to their encodings
// keep their places (an iv, a body and a MAC joined are a signed token); a result helper that names its kind beside
// `_meta` hands out the state it puts there; a digest kept in a `const` made from the whole arguments binds them.
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('schema-checked-values');
write('package.json', '{ "type": "module" }');
write(
  'token.js',
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
    "if (key.length < 32) throw new Error('STATE_KEY must hold 32 random bytes');",
    "export const decodePayload = (token) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());",
    'export function verified(token) {',
    "  const [body, mac] = token.split('.');",
    "  const expected = createHmac('sha256', key).update(body).digest();",
    "  const given = Buffer.from(mac ?? '', 'base64url');",
    "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('forged');",
    '  return token;',
    '}',
  ),
);
const CLAIMS = (transform: string) =>
  lines(
    "import { z } from 'zod';",
    "import { decodePayload, verified } from './token.js';",
    'const Claims = z.object({ sub: z.string(), vendorId: z.string() });',
    `export const Pending = z.string().min(1).transform((raw) => ${transform}).pipe(Claims);`,
  );
write('claims.js', CLAIMS('decodePayload(raw)'));
write('claims-verified.js', CLAIMS('decodePayload(verified(raw))'));
const VENDOR = (claims: string) =>
  lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    `import { Pending } from './${claims}';`,
    "const server = new McpServer({ name: 'ap', version: '1.0.0' });",
    "server.registerTool('update_vendor', { inputSchema: {} }, async (args, ctx) => {",
    '  const pending = Pending.parse(ctx.mcpReq.requestState());',
    '  return { content: [{ type: \'text\', text: pending.vendorId }] };',
    '});',
  );

// SDK 1.x results whose kind is told beside `_meta`, the state inside it
write(
  'rounds.js',
  lines(
    'export function needInput(inputRequests, requestState) {',
    "  return { resultType: 'input_required', inputRequests, content: [], _meta: { requestState } };",
    '}',
  ),
);
const MATCHING = (state: string) =>
  lines(
    "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
    "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
    "import { needInput } from './rounds.js';",
    "import { verified } from './token.js';",
    "const server = new Server({ name: 'recon', version: '1.0.0' }, { capabilities: { tools: {} } });",
    'server.setRequestHandler(CallToolRequestSchema, async (request) => {',
    '  const cursor = { accountId: request.params.arguments.accountId, offset: 40 };',
    `  return needInput({}, ${state});`,
    '});',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: "a zod transform that verifies the token before it decodes it, piped on to the claims' schema", filename: path('vendor-verified.js'), code: VENDOR('claims-verified.js') },
    { name: "a result helper's state, beside its kind in _meta, holding a random handle", filename: path('matching-handle.js'), code: MATCHING('crypto.randomUUID()') },
  ],
  invalid: [
    {
      name: "zod's pipe after a transform that decodes the token: parsing the client's state runs the transform unverified",
      filename: path('vendor.js'),
      code: VENDOR('claims.js'),
      errors: [{ messageId: 'unverifiedStateHelper', line: 5, column: 19, endLine: 5, endColumn: 59 }],
    },
    {
      name: "a result helper that names its kind beside _meta hands out the unsigned cursor it puts there",
      filename: path('matching.js'),
      code: MATCHING("Buffer.from(JSON.stringify(cursor)).toString('base64url')"),
      errors: [{ messageId: 'unsignedState', line: 8, column: 24, endLine: 8, endColumn: 81 }],
    },
  ],
});

// an encrypt-then-MAC sealer of another module whose envelope valibot checks, joined from its parts
const SEAL = (options: string) =>
  lines(
    "import { createCipheriv, createHmac, randomBytes } from 'node:crypto';",
    "import * as v from 'valibot';",
    "const encKey = Buffer.from(process.env.STATE_ENC_KEY ?? '', 'base64');",
    "const macKey = Buffer.from(process.env.STATE_MAC_KEY ?? '', 'base64');",
    "if (encKey.length < 32 || macKey.length < 32) throw new Error('state keys must hold 32 random bytes');",
    'const Envelope = v.object({ sub: v.string(), tool: v.optional(v.string()), exp: v.number(), data: v.unknown() });',
    `export function sealState(data, ${options}) {`,
    '  const envelope = v.parse(Envelope, { sub, tool, exp: Date.now() + 600_000, data });',
    '  const iv = randomBytes(16);',
    "  const cipher = createCipheriv('aes-256-cbc', encKey, iv);",
    "  const body = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]);",
    "  const tag = createHmac('sha256', macKey).update(iv).update(body).digest();",
    "  return [iv, body, tag].map((part) => part.toString('base64url')).join('.');",
    '}',
  );
write('seal.js', SEAL('{ sub, tool }'));
// the tool defaulted in the sealer's options: every call gives one
write('seal-defaulted.js', SEAL("{ sub, tool = 'reschedule' }"));
const RESCHEDULE = (binding: string, sealer = './seal.js') =>
  lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    `import { sealState } from '${sealer}';`,
    "const server = new McpServer({ name: 'clinic', version: '1.0.0' });",
    "server.registerTool('reschedule', { inputSchema: {} }, async (args, ctx) => {",
    '  const userId = ctx.http.authInfo.extra.userId;',
    `  const requestState = sealState({ slotId: args.slotId }, ${binding});`,
    '  return inputRequired({ inputRequests: {}, requestState });',
    '});',
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'the call hands the sealer the user and the tool it signs', filename: path('reschedule-bound.js'), code: RESCHEDULE("{ sub: userId, tool: 'reschedule' }") },
    { name: "the call leaves out a tool the sealer's options default", filename: path('reschedule-defaulted.js'), code: RESCHEDULE('{ sub: userId }', './seal-defaulted.js') },
  ],
  invalid: [
    {
      name: "the call's options leave out the tool the sealer signs from them",
      filename: path('reschedule.js'),
      code: RESCHEDULE('{ sub: userId }'),
      errors: [{ messageId: 'helperMissingSignedFields', data: { helper: 'sealState', specifier: './seal.js', missing: 'the tool', fields: "tool (the tool's name)", them: 'it' }, line: 6, column: 24, endLine: 6, endColumn: 75 }],
    },
  ],
});

const CONFIG = (key: string) =>
  lines(
    "import { z } from 'zod';",
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    `const Env = z.object({ PORT: z.coerce.number().default(8080), STATE_SIGNING_KEY: ${key} });`,
    'export function loadConfig(env = process.env) {',
    '  const parsed = Env.safeParse(env);',
    "  if (!parsed.success) throw new Error('bad configuration');",
    '  return { port: parsed.data.PORT, stateKey: new TextEncoder().encode(parsed.data.STATE_SIGNING_KEY) };',
    '}',
    'const config = loadConfig();',
    'export const codec = createRequestStateCodec({ key: config.stateKey, ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId });',
  );

testRule('no-weak-state-key', keyRule, {
  valid: [{ name: 'a key the schema requires, with no default', filename: path('config-required.js'), code: CONFIG('z.string().min(32)') }],
  invalid: [
    {
      name: "a key whose schema defaults to a literal, read from safeParse's data",
      filename: path('config.js'),
      code: CONFIG("z.string().min(32).default('freightdesk-request-state-signing-v1')"),
      errors: [{ messageId: 'literalFallback', line: 10, column: 48, endLine: 10, endColumn: 68 }],
    },
  ],
});
