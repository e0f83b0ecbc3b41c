// The base flows of the metamorphic suite: each is a small MCP tool (or client) whose state helpers are given as
// data, so tests/metamorphic/variants.ts can write it inline, as local functions, in a module, a class, a factory,
// CommonJS, a barrel, async, TypeScript or SDK 1.x. `expect` is what the rules SHOULD report (an empty list: a
// look-alike that is fine); every variant must report exactly that, at the same snippet.
import type { Expectation, Flow, Helper, Import } from './variants.js';
import { COMPARE_FLOWS } from './flows-compares.js';
import { ROLE_FLOWS } from './flows-roles.js';
import { RECORD_FLOWS } from './flows-records.js';
import { CALLBACK_FLOWS } from './flows-callbacks.js';
import { READ_FLOWS } from './flows-reads.js';
import { AEAD_FLOWS } from './flows-aead.js';

const SEAL: Import = { from: 'eslint-plugin-mcp-state/seal', names: ['sealState', 'openState'] };
const CRYPTO: Import = { from: 'node:crypto', names: ['createHmac', 'timingSafeEqual'] };

/** A hand-written base64url encoder of `bytes` into `out`: a number worked on in place, each character looked up in a table. */
/** `@noble/ciphers` imports of a box made with `cipher`. */
const NOBLE_IMPORTS = (cipher: string) => [
  { from: '@noble/ciphers/aes', names: [cipher] },
  { from: '@noble/ciphers/webcrypto', names: ['randomBytes'] },
  { from: '@noble/ciphers/utils', names: ['utf8ToBytes'] },
];

/** A box encrypting the JSON of `state` with `cipher` of @noble/ciphers: the nonce and the ciphertext set into one typed array. */
const NOBLE_BOX = (cipher: string, nonceBytes: number) => [
  `const nonce = randomBytes(${nonceBytes});`,
  `const body = ${cipher}(Buffer.from(process.env.DRAFT_KEY, 'hex'), nonce).encrypt(utf8ToBytes(JSON.stringify(state)));`,
  `const out = new Uint8Array(${nonceBytes} + body.length);`,
  'out.set(nonce, 0);',
  `out.set(body, ${nonceBytes});`,
  "return Buffer.from(out).toString('base64url');",
];

const TABLE_BASE64URL = [
  "const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';",
  "let out = '';",
  'let acc = 0;',
  'let bits = 0;',
  'for (const b of bytes) {',
  '  acc = (acc << 8) | b;',
  '  bits += 8;',
  '  while (bits >= 6) {',
  '    bits -= 6;',
  '    out += alphabet[(acc >> bits) & 63];',
  '  }',
  '  acc &= (1 << bits) - 1;',
  '}',
  'if (bits > 0) out += alphabet[(acc << (6 - bits)) & 63];',
];

const REFUSED = "{ isError: true, content: [{ type: 'text', text: 'requestState refused' }] }";
const BOOKED = "{ content: [{ type: 'text', text: `Booked ${saved.city}` }] }";

// ---------------------------------------------------------------------------------------------------------------
// A hand-rolled HMAC seal and opener, as the reference writes them; each flow below changes one thing.

interface HandRolled {
  readonly name: string;
  readonly about: string;
  /** Defines STATE_KEY (and STATE_TTL_MS). */
  readonly preamble?: string;
  /** What is signed besides the state. */
  readonly signed?: string;
  /** The opener's MAC check (the token's `mac` against `expected`). */
  readonly macCheck?: string;
  /** The opener's check of the signed fields (empty: none). */
  readonly fieldCheck?: string;
  readonly expect: readonly Expectation[];
}

const KEY_FROM_ENV = 'const STATE_KEY = process.env.STATE_KEY;\nconst STATE_TTL_MS = 10 * 60 * 1000;';
const LENGTH_AND_MAC = '!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))';
const ALL_FIELDS = 'saved.userId !== userId || saved.tool !== tool || saved.exp <= Date.now()';

function handRolled(spec: HandRolled): Flow {
  const preamble = spec.preamble ?? KEY_FROM_ENV;
  const signed = spec.signed ?? 'userId, tool, exp: Date.now() + STATE_TTL_MS';
  const macCheck = spec.macCheck ?? LENGTH_AND_MAC;
  const fieldCheck = spec.fieldCheck ?? ALL_FIELDS;
  const fieldLine = fieldCheck === '' ? '' : `\nif (${fieldCheck}) return null;`;
  const inlineFieldLine = fieldCheck === '' ? '' : `\nif (${fieldCheck.replaceAll('tool', "'plan_trip'").replace("saved.'plan_trip'", 'saved.tool')}) return ${REFUSED};`;
  const helpers: Helper[] = [
    { name: 'macOf', params: [['body', 'string']], body: "return createHmac('sha256', STATE_KEY).update(body).digest('base64url');" },
    {
      name: 'sealTripState',
      params: [['state', 'Record<string, unknown>'], ['userId', 'string'], ['tool', 'string']],
      body: `const body = Buffer.from(JSON.stringify({ ...state, ${signed} })).toString('base64url');\nreturn \`\${body}.\${$h.macOf(body)}\`;`,
    },
    {
      name: 'openTripState',
      params: [['token', 'string'], ['userId', 'string'], ['tool', 'string']],
      body: `const [body, mac] = token.split('.');\nconst expected = $h.macOf(body);\nif (${macCheck}) return null;\nconst saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));${fieldLine}\nreturn saved;`,
    },
  ];
  const inlineSigned = signed.replace('userId, tool', "userId, tool: 'plan_trip'");
  return {
    name: spec.name,
    about: spec.about,
    sdk: 'both',
    imports: [CRYPTO],
    preamble,
    helpers,
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      'if (raw === undefined) {',
      "  return $ASK($h.sealTripState({ step: 'pick-date', city: args.city }, $USER, 'plan_trip'));",
      '}',
      "const saved = $h.openTripState(raw, $USER, 'plan_trip');",
      `if (!saved) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        'if (raw === undefined) {',
        `  const body = Buffer.from(JSON.stringify({ ...{ step: 'pick-date', city: args.city }, ${inlineSigned} })).toString('base64url');`,
        "  return $ASK(`${body}.${createHmac('sha256', STATE_KEY).update(body).digest('base64url')}`);",
        '}',
        "const [body, mac] = raw.split('.');",
        "const expected = createHmac('sha256', STATE_KEY).update(body).digest('base64url');",
        `if (${macCheck}) return ${REFUSED};`,
        `const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));${inlineFieldLine}`,
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect: spec.expect,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// JWT flows (jsonwebtoken)

/**
 * A jsonwebtoken flow; `wrapped`: a second helper hands the token out inside a prefixed string (`` `j.${signTrip(…)}` ``)
 * and the handler cuts the prefix before reading it.
 */
function jwtFlow(name: string, about: string, options: string, expect: readonly Expectation[], wrapped = false): Flow {
  const signOptions = options === '' ? '' : `, ${options}`;
  const sign = wrapped ? '$h.packTrip' : '$h.signTrip';
  const token = wrapped ? 'raw.slice(2)' : 'raw';
  const inlineSigned = `jwt.sign({ ...{ step: 'pick-date', city: args.city }, sub: userId, tool: 'plan_trip' }, JWT_KEY${signOptions})`;
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'jsonwebtoken', default: 'jwt' }],
    preamble: 'const JWT_KEY = process.env.STATE_JWT_SECRET;',
    helpers: [
      { name: 'signTrip', params: [['state', 'Record<string, unknown>'], ['userId', 'string']], body: `return jwt.sign({ ...state, sub: userId, tool: 'plan_trip' }, JWT_KEY${signOptions});` },
      {
        name: 'readTrip',
        params: [['token', 'string'], ['userId', 'string']],
        body: "const claims = jwt.verify(token, JWT_KEY);\nif (claims.sub !== userId || claims.tool !== 'plan_trip') throw new Error('requestState refused');\nreturn claims;",
      },
      ...(wrapped ? [{ name: 'packTrip', params: [['state', 'Record<string, unknown>'], ['userId', 'string']], body: 'return `j.${$h.signTrip(state, userId)}`;' } as Helper] : []),
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      `if (raw === undefined) return $ASK(${sign}({ step: 'pick-date', city: args.city }, $USER));`,
      `const saved = $h.readTrip(${token}, $USER);`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        `if (raw === undefined) return $ASK(${wrapped ? `\`j.\${${inlineSigned}}\`` : inlineSigned});`,
        `const saved = jwt.verify(${token}, JWT_KEY);`,
        "if (saved.sub !== userId || saved.tool !== 'plan_trip') throw new Error('requestState refused');",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// SDK 2.x codec flows

function codecFlow(name: string, about: string, options: string, expect: readonly Expectation[]): Flow {
  return {
    name,
    about,
    sdk: 'sdk2',
    imports: [{ from: '@modelcontextprotocol/server', names: ['createRequestStateCodec'] }],
    helpers: [{ name: 'makeCodec', params: [], body: `return createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ${options} });` }],
    setup: 'const codec = $h.makeCodec();',
    serverOptions: '{ capabilities: { tools: {} }, requestState: { verify: codec.verify } }',
    tool: { name: 'archive', fields: ['project'] },
    handler: [
      'const saved = ctx.mcpReq.requestState();',
      "if (saved === undefined) return $ASK(await codec.mint({ step: 'confirm', project: args.project }, ctx));",
      "return { content: [{ type: 'text', text: `Archived ${saved.project}` }] };",
    ].join('\n'),
    inline: {
      imports: [{ from: '@modelcontextprotocol/server', names: ['createRequestStateCodec'] }],
      setup: `const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ${options} });`,
      handler: [
        'const saved = ctx.mcpReq.requestState();',
        "if (saved === undefined) return $ASK(await codec.mint({ step: 'confirm', project: args.project }, ctx));",
        "return { content: [{ type: 'text', text: `Archived ${saved.project}` }] };",
      ].join('\n'),
    },
    expect,
  };
}

const USER_BIND = 'bind: (context) => `${context.http?.authInfo?.extra?.userId}:archive`';

// ---------------------------------------------------------------------------------------------------------------
// Payload builders (what goes into a bundled seal)

function builderFlow(name: string, about: string, property: string, expect: readonly Expectation[]): Flow {
  return {
    name,
    about,
    sdk: 'both',
    imports: [],
    serverImports: [SEAL],
    helpers: [{ name: 'buildPrState', params: [['args', 'Record<string, any>'], ['token', 'string | undefined']], body: `return { step: 'pick-branch', repo: args.repo, ${property} };` }],
    tool: { name: 'open_pr', fields: ['repo'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK(sealState($h.buildPrState(args, $TOKEN), { userId: $USER, tool: 'open_pr' }));",
      "const opened = openState(raw, { userId: $USER, tool: 'open_pr' });",
      `if (!opened.ok) return ${REFUSED};`,
      "return { content: [{ type: 'text', text: `Opened a PR on ${opened.state.repo}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const token = $TOKEN;',
        `if (raw === undefined) return $ASK(sealState({ step: 'pick-branch', repo: args.repo, ${property} }, { userId: $USER, tool: 'open_pr' }));`,
        "const opened = openState(raw, { userId: $USER, tool: 'open_pr' });",
        `if (!opened.ok) return ${REFUSED};`,
        "return { content: [{ type: 'text', text: `Opened a PR on ${opened.state.repo}` }] };",
      ].join('\n'),
    },
    expect,
  };
}

// ---------------------------------------------------------------------------------------------------------------

export const FLOWS: readonly Flow[] = [
  // ---- require-sealed-state
  {
    name: 'unsigned-base64',
    about: 'The state is base64url JSON: anyone can forge it.',
    sdk: 'both',
    imports: [],
    helpers: [{ name: 'encodeTrip', params: [['state', 'Record<string, unknown>']], body: "return Buffer.from(JSON.stringify(state)).toString('base64url');" }],
    tool: { name: 'plan_trip', fields: ['city', 'date'] },
    handler: [
      "if (args.date === undefined) return $ASK($h.encodeTrip({ step: 'pick-date', city: args.city }));",
      "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        "if (args.date === undefined) return $ASK(Buffer.from(JSON.stringify({ step: 'pick-date', city: args.city })).toString('base64url'));",
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [{ rule: 'require-sealed-state', messageId: 'unsignedState', at: '$h.encodeTrip({', atInline: 'Buffer.from(JSON.stringify({' }],
  },
  {
    name: 'unsigned-binary-packer',
    about: 'The state is packed by hand into bytes (each key and value pushed into an array, lengths as four bytes, by helpers handed the array), then base64: unsigned however it is packed.',
    sdk: 'both',
    imports: [],
    helpers: [
      { name: 'pushU32', params: [['out', 'number[]'], ['n', 'number']], body: 'out.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);' },
      {
        name: 'packInto',
        params: [['out', 'number[]'], ['rec', 'Record<string, string>']],
        body: 'for (const k of Object.keys(rec)) {\n  const bytes = new TextEncoder().encode(k + \'=\' + rec[k]);\n  $h.pushU32(out, bytes.length);\n  out.push(...bytes);\n}',
      },
      { name: 'packTrip', params: [['rec', 'Record<string, string>']], body: "const out = [];\n$h.packInto(out, rec);\nreturn Buffer.from(Uint8Array.from(out)).toString('base64url');" },
    ],
    tool: { name: 'plan_trip', fields: ['city', 'date'] },
    handler: [
      "if (args.date === undefined) return $ASK($h.packTrip({ step: 'pick-date', city: args.city }));",
      "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        'const out = [];',
        "for (const k of Object.keys({ step: 'pick-date', city: args.city })) out.push(...new TextEncoder().encode(k));",
        "if (args.date === undefined) return $ASK(Buffer.from(Uint8Array.from(out)).toString('base64url'));",
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [{ rule: 'require-sealed-state', messageId: 'unsignedState', at: '$h.packTrip({', atInline: 'Buffer.from(Uint8Array.from(out))' }],
  },
  {
    name: 'unsigned-chunked-base64',
    about: 'The state is JSON bytes turned into base64 a chunk at a time (String.fromCharCode(...bytes.subarray(i, i + 0x8000))): unsigned whatever encodes it.',
    sdk: 'both',
    imports: [],
    helpers: [
      {
        name: 'toBase64Url',
        params: [['bytes', 'Uint8Array']],
        body: "let binary = '';\nfor (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));\nreturn btoa(binary).replaceAll('+', '-').replaceAll('/', '_');",
      },
      { name: 'encodeTrip', params: [['state', 'Record<string, unknown>']], body: 'return $h.toBase64Url(new TextEncoder().encode(JSON.stringify(state)));' },
    ],
    tool: { name: 'plan_trip', fields: ['city', 'date'] },
    handler: [
      "if (args.date === undefined) return $ASK($h.encodeTrip({ step: 'pick-date', city: args.city }));",
      "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        "if (args.date === undefined) return $ASK(btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ step: 'pick-date', city: args.city })).subarray(0, 0x8000))));",
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [{ rule: 'require-sealed-state', messageId: 'unsignedState', at: '$h.encodeTrip({', atInline: 'btoa(String.fromCharCode(' }],
  },
  {
    name: 'unsigned-table-base64',
    about: 'The state is JSON bytes written by a hand-written base64url encoder (a number worked on in place, each character looked up in a fixed table): unsigned whatever encodes it.',
    sdk: 'both',
    imports: [],
    helpers: [
      { name: 'toBase64Url', params: [['bytes', 'Uint8Array']], body: [...TABLE_BASE64URL, 'return out;'].join('\n') },
      { name: 'encodeTrip', params: [['state', 'Record<string, unknown>']], body: 'return $h.toBase64Url(new TextEncoder().encode(JSON.stringify(state)));' },
    ],
    tool: { name: 'plan_trip', fields: ['city', 'date'] },
    handler: [
      "if (args.date === undefined) return $ASK($h.encodeTrip({ step: 'pick-date', city: args.city }));",
      "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        'if (args.date === undefined) {',
        "  const bytes = new TextEncoder().encode(JSON.stringify({ step: 'pick-date', city: args.city }));",
        ...TABLE_BASE64URL.map((line) => `  ${line}`),
        '  return $ASK(out);',
        '}',
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [{ rule: 'require-sealed-state', messageId: 'unsignedState', at: '$h.encodeTrip({', atInline: 'requestState: @@out' }],
  },
  {
    name: 'random-handle-table-base64',
    about: 'A random handle written by the same hand-written base64url encoder: it holds no data of the server, so it needs no seal.',
    sdk: 'both',
    imports: [],
    helpers: [
      { name: 'toBase64Url', params: [['bytes', 'Uint8Array']], body: [...TABLE_BASE64URL, 'return out;'].join('\n') },
      { name: 'newHandle', params: [], body: 'return $h.toBase64Url(crypto.getRandomValues(new Uint8Array(32)));' },
    ],
    tool: { name: 'plan_trip', fields: ['city', 'date'] },
    handler: [
      'if (args.date === undefined) return $ASK($h.newHandle());',
      "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        'if (args.date === undefined) {',
        '  const bytes = crypto.getRandomValues(new Uint8Array(32));',
        ...TABLE_BASE64URL.map((line) => `  ${line}`),
        '  return $ASK(out);',
        '}',
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [],
  },
  {
    name: 'noble-ctr-box',
    about: "The state is JSON encrypted with @noble/ciphers' AES-CTR, the IV and the ciphertext copied into one typed array: encryption without a tag is unsigned.",
    sdk: 'both',
    imports: NOBLE_IMPORTS('ctr'),
    helpers: [{ name: 'packDraft', params: [['state', 'Record<string, unknown>']], body: NOBLE_BOX('ctr', 16).join('\n') }],
    tool: { name: 'plan_route', fields: ['city', 'date'] },
    handler: ["if (args.date === undefined) return $ASK($h.packDraft({ step: 'pick-date', city: args.city }));", "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };"].join('\n'),
    inline: {
      handler: [
        'if (args.date === undefined) {',
        "  const state = { step: 'pick-date', city: args.city };",
        ...NOBLE_BOX('ctr', 16).slice(0, -1).map((line) => `  ${line}`),
        "  return $ASK(Buffer.from(out).toString('base64url'));",
        '}',
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [{ rule: 'require-sealed-state', messageId: 'unsignedState', at: '$h.packDraft({', atInline: 'requestState: @@Buffer.from(out)' }],
  },
  {
    name: 'noble-gcm-box',
    about: "The same box with @noble/ciphers' AES-GCM, whose tag is checked when it is opened: sealed.",
    sdk: 'both',
    imports: NOBLE_IMPORTS('gcm'),
    helpers: [{ name: 'packDraft', params: [['state', 'Record<string, unknown>']], body: NOBLE_BOX('gcm', 12).join('\n') }],
    tool: { name: 'plan_route', fields: ['city', 'date'] },
    handler: ["if (args.date === undefined) return $ASK($h.packDraft({ step: 'pick-date', city: args.city }));", "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };"].join('\n'),
    inline: {
      handler: [
        'if (args.date === undefined) {',
        "  const state = { step: 'pick-date', city: args.city };",
        ...NOBLE_BOX('gcm', 12).slice(0, -1).map((line) => `  ${line}`),
        "  return $ASK(Buffer.from(out).toString('base64url'));",
        '}',
        "return { content: [{ type: 'text', text: `Booked ${args.city}` }] };",
      ].join('\n'),
    },
    expect: [],
  },
  {
    name: 'unverified-decode',
    about: 'Sealed on the way out, but read back by decoding the body without checking the MAC.',
    sdk: 'both',
    imports: [],
    serverImports: [SEAL],
    helpers: [{ name: 'decodeTrip', params: [['token', 'string']], body: "const [body] = token.split('.');\nreturn JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));" }],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK(sealState({ step: 'pick-date', city: args.city }, { userId: $USER, tool: 'plan_trip' }));",
      'const saved = $h.decodeTrip(raw);',
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        "if (raw === undefined) return $ASK(sealState({ step: 'pick-date', city: args.city }, { userId: $USER, tool: 'plan_trip' }));",
        "const [body] = raw.split('.');",
        "const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    // reported at the state's first use: it must pass a verifier before any other use (DESIGN.md)
    expect: [{ rule: 'require-sealed-state', messageId: 'unverifiedState', at: "token.split('.')", atInline: "raw.split('.')", use: '$h.decodeTrip(raw);' }],
  },
  {
    // SDK 2.x only: without a verify hook, ctx.mcpReq.requestState() is the client's string, unchecked.
    name: 'trusted-unverified',
    about: 'An SDK 2.x server with no requestState.verify hook trusts ctx.mcpReq.requestState() as its own state.',
    sdk: 'sdk2',
    imports: [],
    serverImports: [SEAL],
    helpers: [{ name: 'pendingTransfer', params: [['ctx', 'any']], body: 'return ctx.mcpReq.requestState();' }],
    tool: { name: 'transfer', fields: ['amount'] },
    handler: [
      'const pending = $h.pendingTransfer(ctx);',
      "if (pending === undefined) return $ASK(sealState({ amount: args.amount }, { userId: $USER, tool: 'transfer' }));",
      "return { content: [{ type: 'text', text: `Sent ${pending.amount}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        'const pending = ctx.mcpReq.requestState();',
        "if (pending === undefined) return $ASK(sealState({ amount: args.amount }, { userId: $USER, tool: 'transfer' }));",
        "return { content: [{ type: 'text', text: `Sent ${pending.amount}` }] };",
      ].join('\n'),
    },
    expect: [{ rule: 'require-sealed-state', messageId: 'trustedUnverifiedState', at: 'ctx.mcpReq.requestState()', use: '$h.pendingTransfer(ctx);' }],
  },

  // ---- require-state-binding
  codecFlow('codec-without-bind', 'An SDK codec minted without bind: its state opens for any user and tool.', 'ttlSeconds: 300', [
    { rule: 'require-state-binding', messageId: 'codecWithoutBind', at: "{ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 300 }" },
  ]),
  codecFlow('codec-long-ttl', 'An SDK codec bound to the user whose state lives an hour.', `ttlSeconds: 3600, ${USER_BIND}`, [
    { rule: 'require-state-binding', messageId: 'ttlTooLong', at: 'ttlSeconds: 3600' },
  ]),
  {
    name: 'missing-binding',
    about: 'The bundled seal and opener bound to the user but not the tool: one tool’s state opens for another.',
    sdk: 'both',
    imports: [SEAL],
    helpers: [
      { name: 'sealForUser', params: [['state', 'Record<string, unknown>'], ['userId', 'string']], body: 'return sealState(state, { userId });' },
      { name: 'openForUser', params: [['token', 'string'], ['userId', 'string']], body: 'const opened = openState(token, { userId });\nreturn opened.ok ? opened.state : undefined;' },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK($h.sealForUser({ step: 'pick-date', city: args.city }, $USER));",
      'const saved = $h.openForUser(raw, $USER);',
      `if (!saved) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        "if (raw === undefined) return $ASK(sealState({ step: 'pick-date', city: args.city }, { userId }));",
        'const opened = openState(raw, { userId });',
        `if (!opened.ok) return ${REFUSED};`,
        'const saved = opened.state;',
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect: [
      { rule: 'require-state-binding', messageId: 'missingBinding', at: 'sealState(state, @@{ userId })', atInline: 'city: args.city }, @@{ userId }' },
      { rule: 'require-state-binding', messageId: 'missingBinding', at: 'openState(token, @@{ userId })', atInline: 'openState(raw, @@{ userId })' },
    ],
  },
  jwtFlow('jwt-no-expiry', 'A JWT state signed without expiresIn or exp: it can be replayed forever.', '', [
    { rule: 'require-state-binding', messageId: 'missingExpiry', at: 'jwt.sign(', use: "$h.signTrip({ step: 'pick-date'" },
  ]),
  jwtFlow('jwt-long-ttl', 'A JWT state that lives two hours.', "{ expiresIn: '2h' }", [{ rule: 'require-state-binding', messageId: 'ttlTooLong', at: "'2h'", use: "$h.signTrip({ step: 'pick-date'" }]),
  jwtFlow('jwt-long-ttl-wrapped', 'A JWT state that lives two hours, handed out inside a prefixed string by a second helper.', "{ expiresIn: '2h' }", [
    { rule: 'require-state-binding', messageId: 'ttlTooLong', at: "'2h'", use: "$h.packTrip({ step: 'pick-date'" },
  ], true),
  jwtFlow('jwt-expiring-wrapped', 'A five-minute JWT state handed out inside a prefixed string by a second helper.', "{ expiresIn: '5m' }", [], true),
  handRolled({
    name: 'missing-signed-fields',
    about: 'A hand-rolled HMAC seal that signs the state alone: no user, no tool, no expiry.',
    signed: 'v: 1',
    fieldCheck: '',
    expect: [
      { rule: 'require-state-binding', messageId: 'missingSignedFields', at: 'JSON.stringify(@@{ ...state, v: 1 })', atInline: 'JSON.stringify(@@{ ...{' },
      { rule: 'require-state-binding', messageId: 'openerSkipsChecks', at: 'openTripState(token', atInline: "raw.split('.')" },
    ],
  }),
  handRolled({
    name: 'opener-skips-checks',
    about: 'A hand-rolled seal that signs user, tool and expiry, and an opener that verifies the MAC but compares none of them.',
    fieldCheck: '',
    expect: [{ rule: 'require-state-binding', messageId: 'openerSkipsChecks', at: 'openTripState(token', atInline: "raw.split('.')" }],
  }),

  // ---- no-timing-unsafe-compare
  handRolled({
    name: 'mac-compared-with-equals',
    about: 'The opener compares the MAC with !==, leaking it byte by byte.',
    macCheck: 'mac !== expected',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeCompare', at: 'mac !== expected' }],
  }),
  handRolled({
    name: 'timing-safe-equal-without-length',
    about: 'timingSafeEqual on buffers whose lengths were never compared: a short MAC throws.',
    macCheck: '!mac || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingSafeEqualWithoutLengthCheck', at: 'timingSafeEqual(Buffer.from(mac)' }],
  }),

  // ---- no-weak-state-key
  handRolled({
    name: 'literal-key',
    about: 'The HMAC key is written in the source.',
    preamble: "const STATE_KEY = 'correct-horse-battery-staple-42';\nconst STATE_TTL_MS = 10 * 60 * 1000;",
    expect: [{ rule: 'no-weak-state-key', messageId: 'literalKey', at: "createHmac('sha256', @@STATE_KEY)", atInline: "${createHmac('sha256', @@STATE_KEY)" }],
  }),
  handRolled({
    name: 'literal-fallback',
    about: 'The HMAC key falls back to a literal when the environment does not set it.',
    preamble: "const STATE_KEY = process.env.STATE_KEY ?? 'dev-only-state-key';\nconst STATE_TTL_MS = 10 * 60 * 1000;",
    expect: [{ rule: 'no-weak-state-key', messageId: 'literalFallback', at: "createHmac('sha256', @@STATE_KEY)", atInline: "${createHmac('sha256', @@STATE_KEY)" }],
  }),

  // ---- no-secrets-in-state
  builderFlow('bearer-token-in-state', "The caller's bearer token is put into the sealed state.", 'upstream: token', [
    { rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'upstream: token', use: '$h.buildPrState(args, $TOKEN)' },
  ]),
  builderFlow('api-key-in-state', 'An API key from the environment is put into the sealed state.', 'apiKey: process.env.GITHUB_API_KEY', [
    { rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'apiKey: process.env.GITHUB_API_KEY', use: '$h.buildPrState(args, $TOKEN)' },
  ]),

  // ---- silent look-alikes
  {
    name: 'bundled-seal-bound',
    about: 'sealState/openState from eslint-plugin-mcp-state/seal with user and tool.',
    sdk: 'both',
    imports: [SEAL],
    helpers: [
      { name: 'sealTrip', params: [['state', 'Record<string, unknown>'], ['userId', 'string']], body: "return sealState(state, { userId, tool: 'plan_trip' });" },
      { name: 'openTrip', params: [['token', 'string'], ['userId', 'string']], body: "const opened = openState(token, { userId, tool: 'plan_trip' });\nreturn opened.ok ? opened.state : undefined;" },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK($h.sealTrip({ step: 'pick-date', city: args.city }, $USER));",
      'const saved = $h.openTrip(raw, $USER);',
      `if (!saved) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        "if (raw === undefined) return $ASK(sealState({ step: 'pick-date', city: args.city }, { userId, tool: 'plan_trip' }));",
        "const opened = openState(raw, { userId, tool: 'plan_trip' });",
        `if (!opened.ok) return ${REFUSED};`,
        'const saved = opened.state;',
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect: [],
  },
  handRolled({ name: 'hand-rolled-complete', about: 'The reference: HMAC seal of user, tool and expiry; timingSafeEqual after a length check; every field compared.', expect: [] }),
  handRolled({
    name: 'env-key-length-checked',
    about: 'The key comes from the environment and is refused when shorter than 32 bytes.',
    preamble: [
      'const STATE_KEY = process.env.STATE_KEY;',
      "if (!STATE_KEY || Buffer.byteLength(STATE_KEY) < 32) throw new Error('STATE_KEY must hold at least 32 bytes');",
      'const STATE_TTL_MS = 10 * 60 * 1000;',
    ].join('\n'),
    expect: [],
  }),
  codecFlow('codec-bound-verified', 'An SDK codec with bind naming the user, a short ttl and the verify hook.', `ttlSeconds: 300, ${USER_BIND}`, []),
  jwtFlow('jwt-expiring-verified', 'jsonwebtoken with expiresIn, verified, sub and tool compared.', "{ expiresIn: '10m' }", []),
  {
    name: 'jose-expiring-verified',
    about: 'jose SignJWT with an expiration time, jwtVerify, sub and tool compared.',
    sdk: 'both',
    imports: [{ from: 'jose', names: ['SignJWT', 'jwtVerify'] }],
    preamble: 'const JOSE_KEY = new TextEncoder().encode(process.env.STATE_JWT_SECRET);',
    helpers: [
      {
        name: 'signTrip',
        async: true,
        params: [['state', 'Record<string, unknown>'], ['userId', 'string']],
        body: "return new SignJWT({ ...state, tool: 'plan_trip' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('10m').sign(JOSE_KEY);",
      },
      {
        name: 'readTrip',
        async: true,
        params: [['token', 'string'], ['userId', 'string']],
        body: "const { payload } = await jwtVerify(token, JOSE_KEY);\nif (payload.sub !== userId || payload.tool !== 'plan_trip') throw new Error('requestState refused');\nreturn payload;",
      },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK(await $h.signTrip({ step: 'pick-date', city: args.city }, $USER));",
      'const saved = await $h.readTrip(raw, $USER);',
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        "if (raw === undefined) return $ASK(await new SignJWT({ ...{ step: 'pick-date', city: args.city }, tool: 'plan_trip' }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime('10m').sign(JOSE_KEY));",
        'const { payload: saved } = await jwtVerify(raw, JOSE_KEY);',
        "if (saved.sub !== userId || saved.tool !== 'plan_trip') throw new Error('requestState refused');",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect: [],
  },
  {
    name: 'random-handle',
    about: 'The state is a randomUUID() handle keying a server-side Map; the record holds the user.',
    sdk: 'both',
    imports: [{ from: 'node:crypto', names: ['randomUUID'] }],
    preamble: 'const pendingTrips = new Map();',
    helpers: [
      { name: 'rememberTrip', params: [['trip', 'Record<string, unknown>']], body: 'const handle = randomUUID();\npendingTrips.set(handle, trip);\nreturn handle;' },
      {
        name: 'recallTrip',
        params: [['handle', 'string'], ['userId', 'string']],
        body: 'const trip = pendingTrips.get(handle);\nif (!trip || trip.userId !== userId) return undefined;\npendingTrips.delete(handle);\nreturn trip;',
      },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      'if (raw === undefined) return $ASK($h.rememberTrip({ city: args.city, userId: $USER }));',
      'const saved = $h.recallTrip(raw, $USER);',
      `if (!saved) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'if (raw === undefined) {',
        '  const handle = randomUUID();',
        '  pendingTrips.set(handle, { city: args.city, userId: $USER });',
        '  return $ASK(handle);',
        '}',
        'const saved = pendingTrips.get(raw);',
        `if (!saved || saved.userId !== $USER) return ${REFUSED};`,
        'pendingTrips.delete(raw);',
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect: [],
  },
  {
    name: 'client-echoes-state',
    about: 'Client code that sends the server’s requestState back, as the spec asks.',
    sdk: 'client',
    imports: [],
    helpers: [
      {
        name: 'retryParams',
        params: [['args', 'Record<string, unknown>'], ['result', 'any'], ['answers', 'Record<string, unknown>']],
        body: "return { name: 'plan_trip', arguments: args, inputResponses: answers, requestState: result.requestState };",
      },
    ],
    tool: { name: 'plan_trip', fields: [] },
    handler: [
      "const first = await client.request({ method: 'tools/call', params: { name: 'plan_trip', arguments: args } }, { allowInputRequired: true });",
      "if (first.resultType !== 'input_required') return first;",
      "const answers = { details: { action: 'accept', content: { date: '2026-08-01' } } };",
      "return client.request({ method: 'tools/call', params: $h.retryParams(args, first, answers) }, { allowInputRequired: true });",
    ].join('\n'),
    inline: {
      handler: [
        "const first = await client.request({ method: 'tools/call', params: { name: 'plan_trip', arguments: args } }, { allowInputRequired: true });",
        "if (first.resultType !== 'input_required') return first;",
        "const answers = { details: { action: 'accept', content: { date: '2026-08-01' } } };",
        "return client.request({ method: 'tools/call', params: { name: 'plan_trip', arguments: args, inputResponses: answers, requestState: first.requestState } }, { allowInputRequired: true });",
      ].join('\n'),
    },
    expect: [],
  },
  {
    name: 'hash-public-content',
    about: 'A SHA-256 of public content compared with === as an ETag: no secret, no timing leak.',
    sdk: 'both',
    imports: [{ from: 'node:crypto', names: ['createHash'] }],
    helpers: [{ name: 'etagOf', params: [['text', 'string']], body: "return createHash('sha256').update(text).digest('hex');" }],
    tool: { name: 'city_guide', fields: ['city', 'etag'] },
    handler: [
      'const page = `Guide for ${args.city}`;',
      "if ($h.etagOf(page) === args.etag) return { content: [{ type: 'text', text: 'not modified' }] };",
      "return { content: [{ type: 'text', text: page }] };",
    ].join('\n'),
    inline: {
      handler: [
        'const page = `Guide for ${args.city}`;',
        "if (createHash('sha256').update(page).digest('hex') === args.etag) return { content: [{ type: 'text', text: 'not modified' }] };",
        "return { content: [{ type: 'text', text: page }] };",
      ].join('\n'),
    },
    expect: [],
  },
  ...COMPARE_FLOWS,
  ...ROLE_FLOWS,
  ...RECORD_FLOWS,
  ...CALLBACK_FLOWS,
  ...READ_FLOWS,
  ...AEAD_FLOWS,
];
