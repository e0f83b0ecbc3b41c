// Arrangements blind rounds 39-44 showed (session 59): a record the server keeps under a random handle, put and taken
// by a store class's methods or by helper functions of another module, its user compared or not where it is taken; a
// WebCrypto cipher whose bytes a Deno std encoder writes; an opener that parses a legacy unsigned token before its MAC
// check; Bun's CryptoHasher deriving a key from public facts; one weak key of another module used twice in a file; a
// secret a tsyringe container injects; additional data a local helper makes of the binding it is handed; a sealer class
// whose open compares the tool; a digest of all of a destructive tool's arguments carried in its state; a key
// fallback in a promise's .catch; a tool module whose run(params, caller) destructures the call's params.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const PACKAGE = '{ "name": "held-records", "private": true, "type": "module" }';

// 1. a store class keeping the record under 'pending:' + handle
const purges = tempProject('pending-store');
purges.write('package.json', PACKAGE);
purges.write('pending-store.js',
  'export class PendingStore {',
  '  constructor(redis) {',
  '    this.redis = redis;',
  '  }',
  '',
  '  async put(handle, record) {',
  "    await this.redis.set('pending:' + handle, JSON.stringify(record), { EX: 300 });",
  '  }',
  '',
  '  async take(handle) {',
  "    const text = await this.redis.get('pending:' + handle);",
  "    await this.redis.del('pending:' + handle);",
  '    return text === null ? undefined : JSON.parse(text);',
  '  }',
  '}',
);
purges.write('cdn.js',
  'export async function purgeZone(zone) {',
  "  await fetch(`https://cdn.internal/zones/${encodeURIComponent(zone)}/purge`, { method: 'POST' });",
  '}',
);
const purgeServer = (userCheck: string) => [
  "import { randomUUID } from 'node:crypto';",
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import { createClient } from 'redis';",
  "import { PendingStore } from './pending-store.js';",
  "import { purgeZone } from './cdn.js';",
  '',
  'const pending = new PendingStore(createClient({ url: process.env.REDIS_URL }));',
  '',
  "export const server = new McpServer({ name: 'edge-cache', version: '1.0.0' });",
  '',
  "server.registerTool('purge', { description: 'Purge every cached object of a zone', annotations: { destructiveHint: true } }, async (args, ctx) => {",
  '  const userId = ctx.http?.authInfo?.extra?.userId;',
  '  const handle = ctx.mcpReq.requestState();',
  '  if (handle === undefined) {',
  '    const id = randomUUID();',
  "    await pending.put(id, { userId, tool: 'purge', zone: args.zone, expiresAt: Date.now() + 300000 });",
  '    return inputRequired({ inputRequests: {}, requestState: id });',
  '  }',
  '  const record = await pending.take(handle);',
  `  if (!record || record.tool !== 'purge' || record.expiresAt <= Date.now()${userCheck}) {`,
  "    return { content: [{ type: 'text', text: 'That purge confirmation is no longer valid.' }], isError: true };",
  '  }',
  '  await purgeZone(record.zone);',
  "  return { content: [{ type: 'text', text: `Purged ${record.zone}.` }] };",
  '});',
];

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: "a record a store class takes by the handle, its user compared with the retry's",
      filename: purges.path('server.js'),
      code: lines(...purgeServer(' || record.userId !== userId')),
    },
  ],
  invalid: [
    {
      name: 'a record a store class takes by the handle, its tool and expiry compared but not its user',
      filename: purges.path('server.js'),
      code: lines(...purgeServer('')),
      errors: [{ messageId: 'recordSkipsChecks', line: 19, column: 24, endLine: 19, endColumn: 44, suggestions: [] }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: "a random handle the store keys as 'pending:' + handle, the user compared", filename: purges.path('server.js'), code: lines(...purgeServer(' || record.userId !== userId')) },
    { name: "a random handle the store keys as 'pending:' + handle, the user not compared", filename: purges.path('server.js'), code: lines(...purgeServer('')) },
  ],
  invalid: [],
});

// 2. helper functions of another module keeping the record under `trip:${handle}`
const trips = tempProject('trip-helpers');
trips.write('package.json', PACKAGE);
trips.write('trips.js',
  'const trips = new Map();',
  '',
  'export function keepTrip(handle, trip) {',
  '  trips.set(`trip:${handle}`, trip);',
  '}',
  '',
  'export function takeTrip(handle) {',
  '  const trip = trips.get(`trip:${handle}`);',
  '  trips.delete(`trip:${handle}`);',
  '  return trip;',
  '}',
);
const cancelBooking = (userCheck: string) => [
  "import { randomBytes } from 'node:crypto';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { keepTrip, takeTrip } from './trips.js';",
  '',
  'export function registerCancel(server, bookings) {',
  "  server.registerTool('cancel_booking', { annotations: { destructiveHint: true } }, async ({ bookingId }, ctx) => {",
  '    const userId = ctx.http?.authInfo?.extra?.userId;',
  "    const tool = 'cancel_booking';",
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) {',
  "      const id = randomBytes(18).toString('base64url');",
  '      keepTrip(id, { userId, tool, bookingId, deadline: Date.now() + 120000 });',
  '      return inputRequired({ inputRequests: {}, requestState: id });',
  '    }',
  '    const trip = takeTrip(raw);',
  `    if (!trip || trip.tool !== tool || trip.deadline < Date.now()${userCheck}) {`,
  "      return { content: [{ type: 'text', text: 'Start the cancellation again.' }], isError: true };",
  '    }',
  '    await bookings.cancel(trip.bookingId);',
  "    return { content: [{ type: 'text', text: `Booking ${trip.bookingId} cancelled.` }] };",
  '  });',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: "a trip another module's helper takes by the handle, its user compared",
      filename: trips.path('cancel.js'),
      code: lines(...cancelBooking(' || trip.userId !== userId')),
    },
  ],
  invalid: [
    {
      name: "a trip another module's helper takes by the handle, its user never compared",
      filename: trips.path('cancel.js'),
      code: lines(...cancelBooking('')),
      errors: [{ messageId: 'recordSkipsChecks', line: 15, column: 18, endLine: 15, endColumn: 31, suggestions: [] }],
    },
  ],
});

// 3. a WebCrypto cipher whose bytes @std/encoding writes
const deno = tempProject('deno-std-encoder');
deno.write('package.json', PACKAGE);
const packer = (mode: string) => [
  "import { encodeBase64Url } from '@std/encoding/base64url';",
  '',
  'let key;',
  '',
  'async function stateKey() {',
  `  key ??= await crypto.subtle.importKey('raw', Uint8Array.from(atob(Deno.env.get('STATE_KEY')), (c) => c.charCodeAt(0)), '${mode}', false, ['encrypt', 'decrypt']);`,
  '  return key;',
  '}',
  '',
  'export async function packState(state) {',
  '  const iv = crypto.getRandomValues(new Uint8Array(16));',
  '  const data = new TextEncoder().encode(JSON.stringify(state));',
  `  const ciphertext = await crypto.subtle.encrypt({ name: '${mode}', iv }, await stateKey(), data);`,
  '  return `${encodeBase64Url(iv)}.${encodeBase64Url(new Uint8Array(ciphertext))}`;',
  '}',
];
deno.write('cbc/pack.js', ...packer('AES-CBC'));
deno.write('gcm/pack.js', ...packer('AES-GCM'));
const inviteServer = [
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import { packState } from './pack.js';",
  '',
  "export const server = new McpServer({ name: 'team-invites', version: '0.3.0' });",
  '',
  "server.registerTool('revoke_invites', { description: 'Revoke the open invites of a team' }, async ({ team }, ctx) => {",
  '  const userId = ctx.http?.authInfo?.extra?.userId;',
  "  return inputRequired({ inputRequests: {}, requestState: await packState({ step: 'confirm', team, userId, tool: 'revoke_invites' }) });",
  '});',
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'AES-GCM bytes written by encodeBase64Url of @std/encoding', filename: deno.path('gcm/server.js'), code: lines(...inviteServer) }],
  invalid: [
    {
      name: 'AES-CBC bytes, which nothing authenticates, written by encodeBase64Url of @std/encoding',
      filename: deno.path('cbc/server.js'),
      code: lines(...inviteServer),
      errors: [
        {
          messageId: 'unsignedStateHelper',
          line: 8,
          column: 59,
          endLine: 8,
          endColumn: 133,
          suggestions: [
            {
              messageId: 'sealWithSealState',
              output: lines(...inviteServer)
                .replace("import { packState } from './pack.js';", "import { packState } from './pack.js';\nimport { sealState } from 'eslint-plugin-mcp-state/seal';")
                .replace("await packState({ step: 'confirm', team, userId, tool: 'revoke_invites' })", "sealState({ step: 'confirm', team, userId, tool: 'revoke_invites' }, { userId, tool: 'revoke_invites' })"),
            },
          ],
        },
      ],
    },
  ],
});

// 4. an opener that parses a token of one part before any MAC check
const legacyOpener = (legacy: string) => [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  "const fromB64u = (value) => Buffer.from(value, 'base64url');",
  "const macOf = (body) => createHmac('sha256', process.env.STATE_SECRET).update(body).digest();",
  '',
  'export function openState(token, binding) {',
  "  const parts = String(token).split('.');",
  `  if (parts.length === 1) return ${legacy};`,
  '  if (parts.length !== 2) return null;',
  '  const [body, mac] = parts;',
  '  const given = fromB64u(mac);',
  '  const expected = macOf(body);',
  '  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
  "  const envelope = JSON.parse(fromB64u(body).toString('utf8'));",
  '  if (envelope.sub !== binding.userId || envelope.tool !== binding.tool || envelope.exp < Date.now()) return null;',
  '  return envelope.data;',
  '}',
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a token of one part refused before the MAC check', code: lines(...legacyOpener('null')) }],
  invalid: [
    {
      name: 'a token of one part parsed as legacy state before the MAC check',
      code: lines(...legacyOpener("JSON.parse(fromB64u(parts[0]).toString('utf8'))")),
      errors: [{ messageId: 'openerSkipsVerification', line: 8, column: 34, endLine: 8, endColumn: 81, suggestions: [] }],
    },
  ],
});

// 5. Bun.CryptoHasher of the package name and the host name
const bunKeys = tempProject('bun-hasher');
bunKeys.write('package.json', PACKAGE);
const bunKey = (fallback: string) => [
  "import { hostname } from 'node:os';",
  "import pkg from '../../package.json' with { type: 'json' };",
  '',
  'export function stateKey() {',
  "  if (Bun.env.STATE_KEY) return Buffer.from(Bun.env.STATE_KEY, 'base64');",
  `  ${fallback}`,
  '}',
];
bunKeys.write('src/derived/state-key.js', ...bunKey("return new Bun.CryptoHasher('sha256').update(`${pkg.name}:${hostname()}`).digest();"));
bunKeys.write('src/required/state-key.js', ...bunKey("throw new Error('STATE_KEY is not set');"));
const bunCodec = [
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  "import { stateKey } from './state-key.js';",
  '',
  'export const stateCodec = createRequestStateCodec({',
  '  key: stateKey(),',
  '  ttlSeconds: 300,',
  '  bind: (ctx) => ctx.http.authInfo.extra.userId,',
  '});',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a key that throws when STATE_KEY is not set', filename: bunKeys.path('src/required/codec.js'), code: lines(...bunCodec) }],
  invalid: [
    {
      name: "a key Bun.CryptoHasher derives from the package's name and the host name",
      filename: bunKeys.path('src/derived/codec.js'),
      code: lines(...bunCodec),
      errors: [{ messageId: 'literalFallbackHelper', line: 5, column: 3, endLine: 5, endColumn: 18, suggestions: [] }],
    },
  ],
});

// 6. one weak key of another module used by a sealer and an opener of one file
const tickets = tempProject('weak-key-twice');
tickets.write('package.json', PACKAGE);
tickets.write('fallback/env.js',
  'export function stateSecret(env) {',
  "  return env.STATE_SECRET ?? 'local-dev-secret-value';",
  '}',
);
tickets.write('required/env.js',
  'export function stateSecret(env) {',
  '  const secret = env.STATE_SECRET;',
  "  if (!secret) throw new Error('STATE_SECRET is not set');",
  '  return secret;',
  '}',
);
const ticketToken = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { stateSecret } from './env.js';",
  '',
  'export function sealTicket(payload, env = process.env) {',
  "  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
  "  return `${body}.${createHmac('sha256', stateSecret(env)).update(body).digest('base64url')}`;",
  '}',
  '',
  'export function openTicket(ticket, env = process.env) {',
  "  const [body = '', mac = ''] = String(ticket).split('.');",
  "  const expected = createHmac('sha256', stateSecret(env)).update(body).digest();",
  "  const given = Buffer.from(mac, 'base64url');",
  '  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;',
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '}',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a secret helper that throws when STATE_SECRET is not set', filename: tickets.path('required/token.js'), code: lines(...ticketToken) }],
  invalid: [
    {
      name: "another module's literal fallback, used by the sealer and the opener, reported once",
      filename: tickets.path('fallback/token.js'),
      code: lines(...ticketToken),
      errors: [{ messageId: 'literalFallbackHelper', line: 6, column: 42, endLine: 6, endColumn: 58, suggestions: [] }],
    },
  ],
});

// 7. a settings object a tsyringe container injects
const kiosks = tempProject('tsyringe-settings');
kiosks.write('package.json', PACKAGE);
kiosks.write('tokens.ts', "export const SETTINGS = Symbol('Settings');");
kiosks.write('settings.ts',
  'export interface Settings {',
  '  readonly kioskToken?: string;',
  '  readonly publicUrl?: string;',
  '}',
  '',
  'export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {',
  '  return { kioskToken: env.KIOSK_SERVICE_TOKEN, publicUrl: env.PUBLIC_URL };',
  '}',
);
kiosks.write('container.ts',
  "import 'reflect-metadata';",
  "import { container } from 'tsyringe';",
  "import { loadSettings } from './settings.js';",
  "import { SETTINGS } from './tokens.js';",
  '',
  'container.register(SETTINGS, { useValue: loadSettings() });',
  '',
  'export { container };',
);
const verifier = (check: string) => [
  "import { inject, injectable } from 'tsyringe';",
  "import type { Settings } from './settings.js';",
  "import { SETTINGS } from './tokens.js';",
  '',
  '@injectable()',
  'export class KioskVerifier {',
  '  constructor(@inject(SETTINGS) private readonly settings: Settings) {}',
  '',
  ...check === 'token'
    ? [
      '  async verifyAccessToken(token: string) {',
      '    const kiosk = this.settings.kioskToken;',
      "    if (kiosk && token === kiosk) return { token, clientId: 'kiosk', scopes: ['orders:read'] };",
      '    return undefined;',
      '  }',
    ]
    : [
      '  async isOwnOrigin(url: string) {',
      '    const origin = this.settings.publicUrl;',
      '    if (origin && url === origin) return true;',
      '    return false;',
      '  }',
    ],
  '}',
];

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    {
      name: 'the public URL of the loaded settings compared with ===, in JavaScript',
      filename: kiosks.path('origin.js'),
      code: lines(
        "import { loadSettings } from './settings.js';",
        '',
        'export function isOwnOrigin(url, settings = loadSettings()) {',
        '  return url === settings.publicUrl;',
        '}',
      ),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'the public URL of the injected settings compared with ===', filename: kiosks.path('verifier.ts'), code: lines(...verifier('url')) }],
    invalid: [
      {
        name: 'the kiosk token of the injected settings compared with ===',
        filename: kiosks.path('verifier.ts'),
        code: lines(...verifier('token')),
        // (the SDK hands verifyAccessToken the bearer token as a string: safeEqual answers as === does, so it is a fix)
        output: lines(...verifier('token'))
          .replace("import { SETTINGS } from './tokens.js';", "import { SETTINGS } from './tokens.js';\nimport { safeEqual } from 'eslint-plugin-mcp-state/seal';")
          .replace('token === kiosk', 'safeEqual(token, kiosk)'),
        errors: [{ messageId: 'timingUnsafeCompareHelper', line: 11, column: 18, endLine: 11, endColumn: 33 }],
      },
    ],
  },
});

// 8. WebCrypto additional data a local helper makes of the binding
const lists = tempProject('aead-helper');
lists.write('package.json', PACKAGE);
const aead = (parameters: string, text: string) => [
  "const stateKey = await crypto.subtle.importKey('raw', Buffer.from(process.env.STATE_KEY, 'base64'), 'AES-GCM', false, ['encrypt', 'decrypt']);",
  '',
  `async function additionalData({ ${parameters} }) {`,
  `  return new TextEncoder().encode(\`${text}\`);`,
  '}',
  '',
  'export async function sealFor(data, binding) {',
  '  const iv = crypto.getRandomValues(new Uint8Array(12));',
  '  const plain = new TextEncoder().encode(JSON.stringify({ exp: Date.now() + 600000, data }));',
  "  const body = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: await additionalData(binding) }, stateKey, plain);",
  "  return `${Buffer.from(iv).toString('base64url')}.${Buffer.from(body).toString('base64url')}`;",
  '}',
  '',
  'export async function openFrom(token, binding) {',
  "  const [ivText = '', bodyText = ''] = String(token).split('.');",
  "  const iv = Buffer.from(ivText, 'base64url');",
  "  const body = Buffer.from(bodyText, 'base64url');",
  '  const aad = await additionalData(binding);',
  "  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: aad }, stateKey, body);",
  '  const envelope = JSON.parse(new TextDecoder().decode(plain));',
  "  if (envelope.exp < Date.now()) throw new Error('state expired');",
  '  return envelope.data;',
  '}',
];
lists.write('both/aead.js', ...aead('userId, tool', 'v1\\n${userId}\\n${tool}'));
const deleteList = [
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { openFrom, sealFor } from './aead.js';",
  '',
  'export function registerDeleteList(server, lists) {',
  "  server.registerTool('delete_list', { description: 'Delete a shopping list' }, async ({ listId }, ctx) => {",
  '    const userId = ctx.http?.authInfo?.extra?.userId;',
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) {',
  "      const state = { step: 'confirm', listId };",
  "      return inputRequired({ inputRequests: {}, requestState: await sealFor(state, { userId, tool: 'delete_list' }) });",
  '    }',
  "    const state = await openFrom(raw, { userId, tool: 'delete_list' });",
  "    if (state.listId !== listId) return { content: [{ type: 'text', text: 'Confirm the deletion again.' }], isError: true };",
  '    await lists.remove(listId);',
  "    return { content: [{ type: 'text', text: 'List deleted.' }] };",
  '  });',
  '}',
];

// The look-alike with a helper authenticating the tool alone (`async function additionalData({ tool })`) is silent:
// the whole binding a call hands the helper is taken as authenticated, whichever of its members the helper reads.
testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'additional data a local helper makes of the user and the tool it is handed', filename: lists.path('both/tool.js'), code: lines(...deleteList) }],
  invalid: [],
});

// 9. a sealer class whose opener skips the tool
const stateSealer = (toolCheck: string) => [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  'export class HmacStateSealer {',
  '  constructor(key) {',
  '    this.key = key;',
  '  }',
  '',
  '  seal(data, binding) {',
  "    const body = Buffer.from(JSON.stringify({ sub: binding.userId, tool: binding.tool, exp: Date.now() + 600000, data })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;",
  '  }',
  '',
  '  open(token, binding) {',
  "    const [body, mac] = String(token).split('.');",
  '    if (!body || !mac) return undefined;',
  "    const given = Buffer.from(mac, 'base64url');",
  "    const expected = createHmac('sha256', this.key).update(body).digest();",
  '    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;',
  "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  `    if (envelope.exp < Date.now() || envelope.sub !== binding.userId${toolCheck}) return undefined;`,
  '    return envelope.data;',
  '  }',
  '}',
];

// Its look-alike whose open never compares the tool is silent: a hand-rolled opener is known by its function's name
// (`open`), not its class's.
testRule('require-state-binding', bindingRule, {
  valid: [{ name: "a state sealer class whose open compares the envelope's tool", code: lines(...stateSealer(' || envelope.tool !== binding.tool')) }],
  invalid: [],
});

// 10. a digest of all the arguments of a destructive tool in its state
const clearRange = (digested: boolean) => [
  "import { createHash } from 'node:crypto';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { openState, refusal, sealState } from 'eslint-plugin-mcp-state/seal';",
  "import { z } from 'zod';",
  '',
  'function digestArgs(args) {',
  "  return createHash('sha256').update(JSON.stringify(args)).digest('base64url');",
  '}',
  '',
  'export function registerClearRange(server, sheets) {',
  "  server.registerTool('clear_range', { inputSchema: { sheet: z.string(), range: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
  '    const userId = ctx.http?.authInfo?.extra?.userId;',
  "    const tool = 'clear_range';",
  ...digested ? ['    const argsDigest = digestArgs(args);'] : [],
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) {',
  '      const cells = await sheets.count(args.sheet, args.range);',
  '      return inputRequired({',
  "        inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Clear ${cells} cells in ${args.range}?`, requestedSchema: { type: 'object', properties: {} } } } },",
  `        requestState: await sealState({ ${digested ? 'argsDigest, ' : ''}cells }, { userId, tool }),`,
  '      });',
  '    }',
  '    const opened = openState(raw, { userId, tool });',
  '    if (!opened.ok) return refusal(opened.reason);',
  '    const state = opened.state;',
  ...digested ? ["    if (state.argsDigest !== argsDigest) return refusal('args');"] : [],
  '    await sheets.clear(args.sheet, args.range);',
  "    return { content: [{ type: 'text', text: `Cleared ${state.cells} cells.` }] };",
  '  });',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a digest of all the arguments in the state, compared on the retry', code: lines(...clearRange(true)) }],
  invalid: [
    {
      name: 'a state of the cell count alone, the range the confirmation shows cleared on the retry',
      code: lines(...clearRange(false)),
      errors: [
        {
          messageId: 'missingArgs',
          line: 19,
          column: 50,
          endLine: 19,
          endColumn: 66,
          suggestions: [{ messageId: 'addField', output: lines(...clearRange(false)).replace('{ userId, tool })', '{ userId, tool, args })') }],
        },
      ],
    },
  ],
});

// 11. (rounds 43-44) a key a parameter store hands back through a promise, with a literal in its .catch
const parameterKeys = tempProject('catch-fallback');
parameterKeys.write('package.json', PACKAGE);
const keyLoader = (rescue: string) => [
  "import { SSMClient, GetParameterCommand } from '@aws-sdk/client-ssm';",
  '',
  'const ssm = new SSMClient({});',
  'let cached;',
  '',
  'export function confirmKey() {',
  "  cached ??= ssm.send(new GetParameterCommand({ Name: '/desk/confirm-key', WithDecryption: true }))",
  "    .then((out) => Buffer.from(out.Parameter.Value, 'base64'))",
  `    .catch((error) => { ${rescue} });`,
  '  return cached;',
  '}',
];
parameterKeys.write('rescued/keys.js', ...keyLoader("console.warn('no key', error.name); return Buffer.from('desk-local-confirm-key');"));
parameterKeys.write('rethrown/keys.js', ...keyLoader("console.error('no key', error.name); throw error;"));
const confirmToken = [
  "import { createHmac } from 'node:crypto';",
  "import { confirmKey } from './keys.js';",
  '',
  'export async function signConfirmation(body) {',
  "  return `${body}.${createHmac('sha256', await confirmKey()).update(body).digest('base64url')}`;",
  '}',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a .catch that rethrows adds no key', filename: parameterKeys.path('rethrown/token.js'), code: lines(...confirmToken) }],
  invalid: [
    {
      name: "a literal a promise's .catch hands back when the parameter store fails",
      filename: parameterKeys.path('rescued/token.js'),
      code: lines(...confirmToken),
      errors: [{ messageId: 'literalFallbackHelper', line: 5, column: 48, endLine: 5, endColumn: 60, suggestions: [] }],
    },
  ],
});

// 12. (rounds 43-44) a tool module exporting its declaration and a run(params, caller) that destructures the state
const runModule = (carried: string) => [
  "import { sealState, openState } from 'eslint-plugin-mcp-state/seal';",
  '',
  'export const definition = {',
  "  name: 'refund_order',",
  "  inputSchema: { type: 'object', properties: { orderId: { type: 'string' }, amountCents: { type: 'integer' } }, required: ['orderId', 'amountCents'] },",
  '  annotations: { destructiveHint: true },',
  '};',
  '',
  'export async function run(params, caller) {',
  '  const { arguments: args = {}, requestState } = params;',
  '  if (!requestState) {',
  `    const token = sealState({ step: 'confirm', ${carried} }, { userId: caller.userId, tool: 'refund_order' });`,
  "    return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Refund ${args.amountCents} on ${args.orderId}?` } } }, requestState: token };",
  '  }',
  "  const pending = openState(requestState, { userId: caller.userId, tool: 'refund_order' });",
  '  if (!pending.ok || pending.state.orderId !== args.orderId) return { isError: true, content: [] };',
  '  await refunds.create(args.orderId, args.amountCents);',
  "  return { content: [{ type: 'text', text: 'refunded' }] };",
  '}',
];
const unboundRefund = runModule('orderId: args.orderId');

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the state carries both arguments the first round showed', code: lines(...runModule('orderId: args.orderId, amountCents: args.amountCents')) }],
  invalid: [
    {
      name: 'the state carries the order but not the amount the retry refunds; the arguments are the params\' arguments',
      code: lines(...unboundRefund),
      errors: [
        {
          messageId: 'missingArgs',
          line: 12,
          column: 73,
          endLine: 12,
          endColumn: 120,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(...unboundRefund.map((row, index) => (index === 11 ? row.replace("tool: 'refund_order' }", "tool: 'refund_order', args: params.arguments }") : row))),
            },
          ],
        },
      ],
    },
  ],
});
