// Base flows of issue 42 for the metamorphic suite: keys, lifetimes, JWTs and secrets in state, each decided across
// functions (a key derived in a helper, a lifetime passed into a factory, an expiry compared in a clock helper, a
// credential under an alias). Each finding has a silent look-alike. Written with the types of variants.ts.
import type { Expectation, Flow, Helper, Import } from './variants.js';

const CRYPTO: Import = { from: 'node:crypto', names: ['createHmac', 'timingSafeEqual'] };
const SEAL: Import = { from: 'eslint-plugin-mcp-state/seal', names: ['sealState', 'openState'] };
const REFUSED = "{ isError: true, content: [{ type: 'text', text: 'requestState refused' }] }";
const BOOKED = "{ content: [{ type: 'text', text: `Booked ${saved.city}` }] }";
const LENGTH_AND_MAC = '!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))';
const PARSE = "JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))";

// ---------------------------------------------------------------------------------------------------------------
// A hand-rolled HMAC seal and opener whose key, expiry and expiry check vary.

interface Sealed {
  readonly name: string;
  readonly about: string;
  readonly imports?: readonly Import[];
  readonly serverImports?: readonly Import[];
  readonly preamble?: string;
  /** Helpers before the MAC helper. */
  readonly helpers?: readonly Helper[];
  /** The MAC key in the helpers (may call `$h`), and in the inline form. */
  readonly key?: string;
  readonly inlineKey?: string;
  /** The key is the helpers' first parameter, made in the handler by `handlerKey` (`const tripKey = …;`). */
  readonly handlerKey?: string;
  /** Statements before the inline handler (a key made once). */
  readonly inlinePrelude?: string;
  /** The signed expiry; in the inline form `inlineExp`. */
  readonly exp?: string;
  readonly inlineExp?: string;
  /** A further parameter of the sealer and the argument the handler passes. */
  readonly sealParam?: readonly [string, string, string];
  /** The opener's expiry check (may call `$h`; `''`: none), and in the inline form. */
  readonly expCheck?: string;
  readonly inlineExpCheck?: string;
  /** The signed field the expiry (or the issue time) is written under: `exp` unless said. */
  readonly expField?: string;
  /** The user the handler binds (`$USER` unless said), and the tool's argument fields (`city` unless said). */
  readonly user?: string;
  /** The user the handler hands the opener (`user` unless said). */
  readonly openUser?: string;
  readonly fields?: readonly string[];
  readonly expect: readonly Expectation[];
  readonly except?: readonly string[];
}

function sealed(spec: Sealed): Flow {
  const expField = spec.expField ?? 'exp';
  const user = spec.user ?? '$USER';
  const openUser = spec.openUser ?? user;
  const key = spec.key ?? 'STATE_KEY';
  const keyed = spec.handlerKey !== undefined;
  const keyParam: ReadonlyArray<readonly [string, string]> = keyed ? [['key', 'Buffer']] : [];
  const keyArg = keyed ? 'key, ' : '';
  const handlerKeyArg = keyed ? 'tripKey, ' : '';
  const exp = spec.exp ?? 'Date.now() + 10 * 60 * 1000';
  const expCheck = spec.expCheck ?? 'saved.exp <= Date.now()';
  const inlineExpCheck = spec.inlineExpCheck ?? expCheck;
  const orExp = (check: string) => (check === '' ? '' : ` || ${check}`);
  const extra = spec.sealParam;
  const helpers: Helper[] = [
    ...(spec.helpers ?? []),
    { name: 'macOf', params: [...keyParam, ['body', 'string']], body: `return createHmac('sha256', ${keyed ? 'key' : key}).update(body).digest('base64url');` },
    {
      name: 'sealTrip',
      params: [...keyParam, ['state', 'Record<string, unknown>'], ['userId', 'string'], ['tool', 'string'], ...(extra ? [[extra[0], extra[1]] as const] : [])],
      body: `const body = Buffer.from(JSON.stringify({ ...state, userId, tool, ${expField}: ${exp} })).toString('base64url');\nreturn \`\${body}.\${$h.macOf(${keyArg}body)}\`;`,
    },
    {
      name: 'openTrip',
      params: [...keyParam, ['token', 'string'], ['userId', 'string'], ['tool', 'string']],
      body: [
        "const [body, mac] = token.split('.');",
        `const expected = $h.macOf(${keyArg}body);`,
        `if (${LENGTH_AND_MAC}) return null;`,
        `const saved = ${PARSE};`,
        `if (saved.userId !== userId || saved.tool !== tool${orExp(expCheck)}) return null;`,
        'return saved;',
      ].join('\n'),
    },
  ];
  const inlineKey = spec.inlineKey ?? (keyed ? 'tripKey' : key);
  const prelude = keyed ? `const tripKey = ${spec.handlerKey};` : spec.inlinePrelude;
  return {
    name: spec.name,
    about: spec.about,
    sdk: 'both',
    imports: spec.imports ?? [CRYPTO],
    serverImports: spec.serverImports,
    preamble: spec.preamble,
    helpers,
    tool: { name: 'plan_trip', fields: spec.fields ?? ['city'] },
    handler: [
      ...(keyed ? [`const tripKey = ${spec.handlerKey};`] : []),
      'const raw = $STATE;',
      'if (raw === undefined) {',
      `  return $ASK($h.sealTrip(${handlerKeyArg}{ step: 'pick-date', city: args.city }, ${user}, 'plan_trip'${extra ? `, ${extra[2]}` : ''}));`,
      '}',
      `const saved = $h.openTrip(${handlerKeyArg}raw, ${openUser}, 'plan_trip');`,
      `if (!saved) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        ...(prelude === undefined ? [] : [prelude]),
        'const raw = $STATE;',
        `const userId = ${user};`,
        'if (raw === undefined) {',
        `  const body = Buffer.from(JSON.stringify({ ...{ step: 'pick-date', city: args.city }, userId, tool: 'plan_trip', ${expField}: ${spec.inlineExp ?? exp} })).toString('base64url');`,
        `  return $ASK(\`\${body}.\${createHmac('sha256', ${inlineKey}).update(body).digest('base64url')}\`);`,
        '}',
        "const [body, mac] = raw.split('.');",
        `const expected = createHmac('sha256', ${inlineKey}).update(body).digest('base64url');`,
        `if (${LENGTH_AND_MAC}) return ${REFUSED};`,
        `const saved = ${PARSE};`,
        `if (saved.userId !== userId || saved.tool !== 'plan_trip'${orExp(inlineExpCheck)}) return ${REFUSED};`,
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect: spec.expect,
    ...(spec.except ? { except: spec.except } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A signer object made once (`setup`) whose `sign(body)` MACs the state the handler seals and opens by hand.

function signerFlow(name: string, about: string, parts: { imports?: readonly Import[]; preamble?: string; helpers: readonly Helper[]; setup: string; inlineSetup: string }, expect: readonly Expectation[]): Flow {
  const handler = [
    'const raw = $STATE;',
    'const userId = $USER;',
    'if (raw === undefined) {',
    "  const body = Buffer.from(JSON.stringify({ step: 'pick-date', city: args.city, userId, tool: 'plan_trip', exp: Date.now() + 600_000 })).toString('base64url');",
    '  return $ASK(`${body}.${signer.sign(body)}`);',
    '}',
    "const [body, mac] = raw.split('.');",
    'const expected = signer.sign(body);',
    `if (${LENGTH_AND_MAC}) return ${REFUSED};`,
    `const saved = ${PARSE};`,
    `if (saved.userId !== userId || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) return ${REFUSED};`,
    `return ${BOOKED};`,
  ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: parts.imports ?? [CRYPTO],
    serverImports: [{ from: 'node:crypto', names: ['timingSafeEqual'] }],
    preamble: parts.preamble,
    helpers: parts.helpers,
    setup: parts.setup,
    tool: { name: 'plan_trip', fields: ['city'] },
    handler,
    inline: { handler, setup: parts.inlineSetup, imports: [...(parts.imports ?? [CRYPTO])] },
    expect,
  };
}

const MAKE_SIGNER: Helper = {
  name: 'makeSigner',
  params: [['{ secret }', '{ secret: string }']],
  body: "return { sign: (body) => createHmac('sha256', secret).update(body).digest('base64url') };",
};
const INLINE_SIGNER = "const signer = { sign: (body) => createHmac('sha256', tripSecret).update(body).digest('base64url') };";

// ---------------------------------------------------------------------------------------------------------------
// A factory whose closures seal and open, given a secret and a lifetime in seconds (`ttl`).

function sealerFactoryFlow(name: string, about: string, ttl: string, expect: readonly Expectation[]): Flow {
  const seal = "function seal(state, userId, tool) {\n  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + ttl * 1000 })).toString('base64url');\n  return `${body}.${sign(body)}`;\n}";
  const open = [
    'function open(token, userId, tool) {',
    "  const [body, mac] = token.split('.');",
    '  const expected = sign(body);',
    `  if (${LENGTH_AND_MAC}) return null;`,
    `  const saved = ${PARSE};`,
    '  return saved.userId !== userId || saved.tool !== tool || saved.exp <= Date.now() ? null : saved;',
    '}',
  ].join('\n');
  const handler = [
    'const raw = $STATE;',
    "if (raw === undefined) return $ASK(sealer.seal({ step: 'pick-date', city: args.city }, $USER, 'plan_trip'));",
    "const saved = sealer.open(raw, $USER, 'plan_trip');",
    `if (!saved) return ${REFUSED};`,
    `return ${BOOKED};`,
  ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [CRYPTO],
    helpers: [
      {
        name: 'makeSealer',
        params: [['{ secret, ttl }', '{ secret: string; ttl: number }']],
        body: `const sign = (body) => createHmac('sha256', secret).update(body).digest('base64url');\n\n${seal}\n\n${open}\n\nreturn { seal, open };`,
      },
    ],
    setup: `const sealer = $h.makeSealer({ secret: process.env.TRIP_STATE_KEY, ${ttl} });`,
    tool: { name: 'plan_trip', fields: ['city'] },
    handler,
    inline: {
      setup: [
        'const secret = process.env.TRIP_STATE_KEY;',
        `const ttl = ${ttl.replace(/^ttl: /, '')};`,
        "const sign = (body) => createHmac('sha256', secret).update(body).digest('base64url');",
        seal,
        open,
        'const sealer = { seal, open };',
      ].join('\n'),
      handler,
    },
    expect,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// jsonwebtoken: a signer through one or two helpers, a verify with options.

function jwtFlow(name: string, about: string, parts: { signOptions: string; verifyOptions: string; viaHelper?: boolean }, expect: readonly Expectation[]): Flow {
  const signOptions = parts.signOptions === '' ? '' : `, ${parts.signOptions}`;
  const verifyOptions = parts.verifyOptions === '' ? '' : `, ${parts.verifyOptions}`;
  const sign = `jwt.sign(claims, JWT_KEY${signOptions})`;
  const helpers: Helper[] = [
    ...(parts.viaHelper ? [{ name: 'signClaims', params: [['claims', 'Record<string, unknown>']] as const, body: `return ${sign};` }] : []),
    {
      name: 'signTrip',
      params: [['state', 'Record<string, unknown>'], ['userId', 'string']],
      body: parts.viaHelper
        ? "return $h.signClaims({ ...state, sub: userId, tool: 'plan_trip' });"
        : `const claims = { ...state, sub: userId, tool: 'plan_trip' };\nreturn ${sign};`,
    },
    {
      name: 'readTrip',
      params: [['token', 'string'], ['userId', 'string']],
      body: `const claims = jwt.verify(token, JWT_KEY${verifyOptions});\nif (claims.sub !== userId || claims.tool !== 'plan_trip') throw new Error('requestState refused');\nreturn claims;`,
    },
  ];
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'jsonwebtoken', default: 'jwt' }],
    preamble: 'const JWT_KEY = process.env.STATE_JWT_SECRET;',
    helpers,
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK($h.signTrip({ step: 'pick-date', city: args.city }, $USER));",
      'const saved = $h.readTrip(raw, $USER);',
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        'if (raw === undefined) {',
        "  const claims = { ...{ step: 'pick-date', city: args.city }, sub: userId, tool: 'plan_trip' };",
        `  return $ASK(${sign});`,
        '}',
        `const saved = jwt.verify(raw, JWT_KEY${verifyOptions});`,
        "if (saved.sub !== userId || saved.tool !== 'plan_trip') throw new Error('requestState refused');",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the bundled seal carries: a payload built by a helper from the caller's credential (or not).

function payloadFlow(
  name: string,
  about: string,
  parts: { prelude: string; helpers: readonly Helper[]; build: string; inlineBuild: string; inlinePrelude?: string },
  expect: readonly Expectation[],
): Flow {
  const handler = (build: string, prelude: string) =>
    [
      'const raw = $STATE;',
      prelude,
      `if (raw === undefined) return $ASK(sealState(${build}, { userId: $USER, tool: 'open_pr' }));`,
      "const opened = openState(raw, { userId: $USER, tool: 'open_pr' });",
      `if (!opened.ok) return ${REFUSED};`,
      "return { content: [{ type: 'text', text: `Opened a PR on ${opened.state.repo}` }] };",
    ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [],
    serverImports: [SEAL],
    helpers: parts.helpers,
    tool: { name: 'open_pr', fields: ['repo'] },
    handler: handler(parts.build, parts.prelude),
    inline: { handler: handler(parts.inlineBuild, parts.inlinePrelude ?? parts.prelude) },
    expect,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A generic signed envelope that names no user and no tool: the handler puts them in under fields of its own choosing.

function envelopeFlow(name: string, about: string, parts: { seal: string; check: string; inlineSeal: string; inlineCheck: string }, expect: readonly Expectation[]): Flow {
  const handler = (seal: string, check: string, open: string) =>
    [
      "const NAME = 'plan_trip';",
      'const raw = $STATE;',
      'const sub = $USER;',
      `if (raw === undefined) return $ASK(${seal});`,
      `const saved = ${open};`,
      `if (!saved || ${check}) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [CRYPTO],
    preamble: 'const ENVELOPE_KEY = process.env.ENVELOPE_KEY;',
    helpers: [
      { name: 'tagOf', params: [['body', 'string']], body: "return createHmac('sha256', ENVELOPE_KEY).update(body).digest('base64url');" },
      {
        name: 'wrapTrip',
        params: [['value', 'Record<string, unknown>']],
        body: "const body = Buffer.from(JSON.stringify({ ...value, e: Date.now() + 600_000 })).toString('base64url');\nreturn `${body}.${$h.tagOf(body)}`;",
      },
      {
        name: 'unwrapTrip',
        params: [['token', 'string']],
        body: ["const [body, mac] = token.split('.');", 'const expected = $h.tagOf(body);', `if (${LENGTH_AND_MAC}) return null;`, `const value = ${PARSE};`, 'return value.e > Date.now() ? value : null;'].join('\n'),
      },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: handler(parts.seal, parts.check, '$h.unwrapTrip(raw)'),
    inline: {
      handler: [
        "const NAME = 'plan_trip';",
        'const raw = $STATE;',
        'const sub = $USER;',
        'if (raw === undefined) {',
        `  const body = Buffer.from(JSON.stringify({ ...${parts.inlineSeal}, e: Date.now() + 600_000 })).toString('base64url');`,
        "  return $ASK(`${body}.${createHmac('sha256', ENVELOPE_KEY).update(body).digest('base64url')}`);",
        '}',
        "const [body, mac] = raw.split('.');",
        "const expected = createHmac('sha256', ENVELOPE_KEY).update(body).digest('base64url');",
        `if (${LENGTH_AND_MAC}) return ${REFUSED};`,
        `const saved = ${PARSE};`,
        `if (saved.e <= Date.now() || ${parts.inlineCheck}) return ${REFUSED};`,
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

/** A credential a helper gets for the handler, which the handler also sends to an API, carried in the state. */
function sentCredentialFlow(name: string, about: string, sent: string, inlineSent: string, expect: readonly Expectation[]): Flow {
  return payloadFlow(
    name,
    about,
    {
      prelude: `const grant = $h.exchange(args.repo);\n$h.fetchRepo(grant, args.repo);`,
      helpers: [
        { name: 'exchange', params: [['repo', 'string']], body: "return grants.get(repo) ?? '';" },
        { name: 'fetchRepo', params: [['grant', 'string'], ['repo', 'string']], body: `return fetch(${sent});` },
      ],
      build: "{ step: 'pick-branch', repo: args.repo, relay: grant }",
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, relay: grant }",
      inlinePrelude: `const grant = grants.get(args.repo) ?? '';\nfetch(${inlineSent});`,
    },
    expect,
  );
}

const PUBLIC_KEY_HELPER: Helper = {
  name: 'machineKey',
  params: [],
  body: "return createHash('sha256').update(`plan-trip:${hostname()}:${process.pid}`).digest();",
};
const PUBLIC_KEY_IMPORTS: readonly Import[] = [CRYPTO, { from: 'node:crypto', names: ['createHash'] }, { from: 'node:os', names: ['hostname'] }];

export const ROLE_FLOWS: readonly Flow[] = [
  sealed({
    name: 'issued-at-age-checked',
    about: 'The seal signs the time it was issued (iat) and no exp; the opener refuses a state older than ten minutes: it expires.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    expField: 'iat',
    exp: 'Date.now()',
    expCheck: 'Date.now() - saved.iat > 10 * 60 * 1000',
    expect: [],
  }),
  sealed({
    name: 'issued-at-age-reversed',
    about: 'The opener works out the age as the issue time minus the clock, never positive: the state never expires.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    expField: 'iat',
    exp: 'Date.now()',
    expCheck: 'saved.iat - Date.now() > 10 * 60 * 1000',
    expect: [{ rule: 'require-state-binding', messageId: 'reversedAge', at: 'saved.iat - Date.now() > 10 * 60 * 1000', use: '$h.openTrip(raw' }],
  }),
  sealed({
    name: 'user-from-arguments',
    about: "The handler binds the state to a traveller the tool's arguments name, which the client chooses.",
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    user: 'args.traveller',
    openUser: 'String(args.traveller)',
    fields: ['city', 'traveller'],
    expect: [{ rule: 'require-state-binding', messageId: 'userFromArguments', at: "args.traveller, 'plan_trip'", atInline: 'userId, tool' }],
  }),
  // ---- no-weak-state-key: provenance through helpers, parameters, options and fields
  sealed({
    name: 'key-public-derivation-helper',
    about: "The HMAC key is a helper's SHA-256 of the host name and the process id: anyone can derive it.",
    imports: PUBLIC_KEY_IMPORTS,
    helpers: [PUBLIC_KEY_HELPER],
    key: '$h.machineKey()',
    inlinePrelude: "const stateKey = createHash('sha256').update(`plan-trip:${hostname()}:${process.pid}`).digest();",
    inlineKey: 'stateKey',
    expect: [{ rule: 'no-weak-state-key', messageId: 'publicKey', at: "createHmac('sha256', @@$h.machineKey())", atInline: "${createHmac('sha256', @@stateKey)" }],
    // awaited, the key is `(await machineKey())`: the snippet of the call is not where the key starts
    except: ['async', 'then'],
  }),
  sealed({
    name: 'key-master-literal-fallback-derived',
    about: 'The HMAC key is derived by HKDF, in a helper, from a master that another helper takes from the environment or else from a literal.',
    imports: [CRYPTO, { from: 'node:crypto', names: ['hkdfSync'] }],
    helpers: [
      { name: 'loadMaster', params: [], body: "const hex = process.env.TRIP_MASTER_KEY;\nreturn hex ? Buffer.from(hex, 'hex') : Buffer.from('trip-development-master', 'utf8');" },
      { name: 'deriveKey', params: [['master', 'Buffer'], ['label', 'string']], body: "return Buffer.from(hkdfSync('sha256', master, 'plan-trip/v1', label, 32));" },
    ],
    key: "$h.deriveKey($h.loadMaster(), 'state/mac')",
    inlinePrelude:
      "const tripMaster = process.env.TRIP_MASTER_KEY ? Buffer.from(process.env.TRIP_MASTER_KEY, 'hex') : Buffer.from('trip-development-master', 'utf8');\nconst stateKey = Buffer.from(hkdfSync('sha256', tripMaster, 'plan-trip/v1', 'state/mac', 32));",
    inlineKey: 'stateKey',
    expect: [{ rule: 'no-weak-state-key', messageId: 'literalFallback', at: "createHmac('sha256', @@$h.deriveKey(", atInline: "${createHmac('sha256', @@stateKey)" }],
    except: ['async', 'then'],
  }),
  sealed({
    name: 'key-master-required-derived',
    about: 'The same derivation from a master the helper requires from the environment: strong.',
    imports: [CRYPTO, { from: 'node:crypto', names: ['hkdfSync'] }],
    helpers: [
      { name: 'loadMaster', params: [], body: "const hex = process.env.TRIP_MASTER_KEY;\nif (!hex) throw new Error('TRIP_MASTER_KEY is required');\nreturn Buffer.from(hex, 'hex');" },
      { name: 'deriveKey', params: [['master', 'Buffer'], ['label', 'string']], body: "return Buffer.from(hkdfSync('sha256', master, 'plan-trip/v1', label, 32));" },
    ],
    key: "$h.deriveKey($h.loadMaster(), 'state/mac')",
    inlinePrelude: "const stateKey = Buffer.from(hkdfSync('sha256', Buffer.from(process.env.TRIP_MASTER_KEY, 'hex'), 'plan-trip/v1', 'state/mac', 32));",
    inlineKey: 'stateKey',
    expect: [],
  }),
  sealed({
    name: 'key-env-hashed-helper',
    about: 'The HMAC key is a SHA-256 of a secret from the environment, in a helper: strong.',
    imports: [CRYPTO, { from: 'node:crypto', names: ['createHash'] }],
    helpers: [{ name: 'stateKey', params: [], body: "return createHash('sha256').update(process.env.TRIP_STATE_SECRET).digest();" }],
    key: '$h.stateKey()',
    inlinePrelude: "const stateKey = createHash('sha256').update(process.env.TRIP_STATE_SECRET).digest();",
    inlineKey: 'stateKey',
    expect: [],
  }),
  sealed({
    name: 'key-two-helper-levels',
    about: 'A key made from literals alone (PBKDF2 of a fixed phrase) is handed to the sealer, which hands it to the MAC helper.',
    serverImports: [{ from: 'node:crypto', names: ['pbkdf2Sync'] }],
    handlerKey: "pbkdf2Sync('plan-trip-confirmation', 'plan-trip/v1', 100000, 32, 'sha256')",
    expect: [{ rule: 'no-weak-state-key', messageId: 'publicKey', at: '$h.sealTrip(@@tripKey', atInline: "${createHmac('sha256', @@tripKey)" }],
  }),
  sealed({
    name: 'key-two-helper-levels-env',
    about: 'The same two helper levels, handed a key derived by HKDF from a secret of the environment: strong.',
    serverImports: [{ from: 'node:crypto', names: ['hkdfSync'] }],
    handlerKey: "Buffer.from(hkdfSync('sha256', process.env.TRIP_MASTER_KEY, 'plan-trip/v1', 'state', 32))",
    expect: [],
  }),
  signerFlow(
    'key-fallback-secret-option',
    "A literal fallback passed as a factory's `secret` option, which its closure uses as the HMAC key.",
    {
      helpers: [MAKE_SIGNER],
      setup: "const signer = $h.makeSigner({ secret: process.env.TRIP_STATE_KEY ?? 'dev-trip-state-key' });",
      inlineSetup: `const tripSecret = process.env.TRIP_STATE_KEY ?? 'dev-trip-state-key';\n${INLINE_SIGNER}`,
    },
    [{ rule: 'no-weak-state-key', messageId: 'literalFallback', at: "secret: process.env.TRIP_STATE_KEY ?? 'dev-trip-state-key'", atInline: "createHmac('sha256', @@tripSecret)" }],
  ),
  signerFlow(
    'key-empty-fallback-checked',
    "`?? ''` and a length check that throws at startup, then the factory's `secret` option: the fallback can never become the key.",
    {
      helpers: [MAKE_SIGNER],
      setup: "const tripSecret = process.env.TRIP_STATE_KEY ?? '';\nif (tripSecret.length < 32) throw new Error('TRIP_STATE_KEY must hold at least 32 bytes');\nconst signer = $h.makeSigner({ secret: tripSecret });",
      inlineSetup: `const tripSecret = process.env.TRIP_STATE_KEY ?? '';\nif (tripSecret.length < 32) throw new Error('TRIP_STATE_KEY must hold at least 32 bytes');\n${INLINE_SIGNER}`,
    },
    [],
  ),
  signerFlow(
    'key-constructor-field',
    'A literal key handed to a constructor, kept in a #private field, used by createHmac in a method.',
    {
      preamble: "class TripSigner {\n  #key;\n  constructor(key) {\n    this.#key = key;\n  }\n  sign(body) {\n    return createHmac('sha256', this.#key).update(body).digest('base64url');\n  }\n}",
      helpers: [{ name: 'makeSigner', params: [], body: "return new TripSigner('trip-signing-key-0042');" }],
      setup: 'const signer = $h.makeSigner();',
      inlineSetup: "const signer = new TripSigner('trip-signing-key-0042');",
    },
    [{ rule: 'no-weak-state-key', messageId: 'literalKey', at: "new TripSigner(@@'trip-signing-key-0042')" }],
  ),
  signerFlow(
    'key-constructor-field-env',
    'The same constructor and #private field, given a key from the environment: strong.',
    {
      preamble: "class TripSigner {\n  #key;\n  constructor(key) {\n    this.#key = key;\n  }\n  sign(body) {\n    return createHmac('sha256', this.#key).update(body).digest('base64url');\n  }\n}",
      helpers: [{ name: 'makeSigner', params: [], body: 'return new TripSigner(process.env.TRIP_STATE_KEY);' }],
      setup: 'const signer = $h.makeSigner();',
      inlineSetup: 'const signer = new TripSigner(process.env.TRIP_STATE_KEY);',
    },
    [],
  ),

  // ---- require-state-binding: lifetimes and units that follow the value
  sealed({
    name: 'ttl-parameter',
    about: 'The sealer takes the lifetime in seconds as a parameter; the handler passes an hour.',
    exp: 'Date.now() + ttlSeconds * 1000',
    inlineExp: 'Date.now() + 60 * 60 * 1000',
    sealParam: ['ttlSeconds', 'number', '60 * 60'],
    expect: [{ rule: 'require-state-binding', messageId: 'ttlTooLong', at: "'plan_trip', @@60 * 60)", atInline: 'exp: @@Date.now() + 60 * 60 * 1000' }],
  }),
  sealed({
    name: 'ttl-parameter-short',
    about: 'The same sealer, passed five minutes.',
    exp: 'Date.now() + ttlSeconds * 1000',
    inlineExp: 'Date.now() + 5 * 60 * 1000',
    sealParam: ['ttlSeconds', 'number', '5 * 60'],
    expect: [],
  }),
  sealerFactoryFlow('ttl-factory-option', "A factory's `ttl` option (seconds) becomes its closures' lifetime: an hour.", 'ttl: 3600', [
    { rule: 'require-state-binding', messageId: 'ttlTooLong', at: 'ttl: 3600', atInline: 'const ttl = @@3600' },
  ]),
  sealerFactoryFlow('ttl-factory-option-short', 'The same factory given five minutes.', 'ttl: 300', []),
  sealed({
    name: 'ttl-module-constant',
    about: 'The lifetime is a module constant of an hour, added to the clock in seconds.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;\nconst TRIP_TTL_SECONDS = 60 * 60;',
    exp: 'Math.floor(Date.now() / 1000) + TRIP_TTL_SECONDS',
    expCheck: 'saved.exp <= Math.floor(Date.now() / 1000)',
    // (reported at the constant that writes the hour)
    expect: [{ rule: 'require-state-binding', messageId: 'ttlTooLong', at: 'const TRIP_TTL_SECONDS = @@60 * 60', use: "$h.sealTrip({ step: 'pick-date'" }],
  }),
  sealed({
    name: 'expiry-seconds-vs-ms-helper',
    about: 'The seal writes exp in seconds; the opener asks a clock helper that compares it with Date.now() (milliseconds).',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'isPast', params: [['expiry', 'number']], body: 'return expiry < Date.now();' }],
    exp: 'Math.floor(Date.now() / 1000) + 600',
    expCheck: '$h.isPast(saved.exp)',
    inlineExpCheck: 'saved.exp < Date.now()',
    expect: [{ rule: 'require-state-binding', messageId: 'mixedUnits', at: '$h.isPast(saved.exp)', atInline: 'saved.exp < Date.now()', use: "$h.openTrip(raw" }],
  }),
  sealed({
    name: 'expiry-ms-vs-seconds-helper',
    about: 'The seal writes exp in milliseconds; the clock helper compares it with the time in seconds.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'isPast', params: [['expiry', 'number']], body: 'return expiry < Math.floor(Date.now() / 1000);' }],
    exp: 'Date.now() + 600_000',
    expCheck: '$h.isPast(saved.exp)',
    inlineExpCheck: 'saved.exp < Math.floor(Date.now() / 1000)',
    expect: [{ rule: 'require-state-binding', messageId: 'mixedUnits', at: '$h.isPast(saved.exp)', atInline: 'saved.exp < Math.floor(Date.now() / 1000)', use: "$h.openTrip(raw" }],
  }),
  sealed({
    name: 'expiry-ms-clock-helpers',
    about: 'Clock helpers say the units: the seal writes exp as expiresIn(ms), milliseconds; the opener compares it with nowSeconds().',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [
      { name: 'nowSeconds', params: [], body: 'return Math.floor(Date.now() / 1000);' },
      { name: 'expiresIn', params: [['ms', 'number']], body: "if (!(ms > 0)) throw new RangeError('expiresIn needs a positive duration');\nreturn Date.now() + ms;" },
    ],
    exp: '$h.expiresIn(600_000)',
    inlineExp: 'Date.now() + 600_000',
    expCheck: 'saved.exp < $h.nowSeconds()',
    inlineExpCheck: 'saved.exp < Math.floor(Date.now() / 1000)',
    expect: [{ rule: 'require-state-binding', messageId: 'mixedUnits', at: 'saved.exp < ', atInline: 'saved.exp < Math.floor(Date.now() / 1000)', use: "$h.openTrip(raw" }],
  }),
  sealed({
    name: 'expiry-ms-skewed-guard',
    about: 'A guard moves the expiry by a skew and compares it with the time in seconds; the seal writes milliseconds.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'isFresh', params: [['exp', 'number']], body: 'return exp + 30 > Math.floor(Date.now() / 1000);' }],
    exp: 'Date.now() + 600_000',
    expCheck: '!$h.isFresh(saved.exp)',
    inlineExpCheck: 'saved.exp + 30 <= Math.floor(Date.now() / 1000)',
    expect: [{ rule: 'require-state-binding', messageId: 'mixedUnits', at: '$h.isFresh(saved.exp)', atInline: 'saved.exp + 30 <= Math.floor(Date.now() / 1000)', use: "$h.openTrip(raw" }],
  }),
  sealed({
    name: 'expiry-ms-guard-of-state',
    about: 'A guard of the opener handed the whole state compares its expiry, moved by a skew, with the time in seconds; the seal writes milliseconds: reported at that comparison.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'isExpired', params: [['envelope', 'Record<string, number>']], body: 'return envelope.exp + 30 < Math.floor(Date.now() / 1000);' }],
    exp: 'Date.now() + 600_000',
    expCheck: '$h.isExpired(saved)',
    inlineExpCheck: 'saved.exp + 30 < Math.floor(Date.now() / 1000)',
    expect: [{ rule: 'require-state-binding', messageId: 'mixedUnits', at: 'envelope.exp + 30 < Math.floor(Date.now() / 1000)', atInline: 'saved.exp + 30 < Math.floor(Date.now() / 1000)', use: "$h.openTrip(raw" }],
  }),
  sealed({
    name: 'expiry-seconds-skewed-guard',
    about: 'The same skewed guard, the seal writing the expiry in seconds: units agree.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'isFresh', params: [['exp', 'number']], body: 'return exp + 30 > Math.floor(Date.now() / 1000);' }],
    exp: 'Math.floor(Date.now() / 1000) + 600',
    expCheck: '!$h.isFresh(saved.exp)',
    inlineExpCheck: 'saved.exp + 30 <= Math.floor(Date.now() / 1000)',
    expect: [],
  }),
  sealed({
    name: 'expiry-seconds-clock-helpers',
    about: 'The same clock helpers, the seal writing exp as nowSeconds() + 600: units agree.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'nowSeconds', params: [], body: 'return Math.floor(Date.now() / 1000);' }],
    exp: '$h.nowSeconds() + 600',
    inlineExp: 'Math.floor(Date.now() / 1000) + 600',
    expCheck: 'saved.exp < $h.nowSeconds()',
    inlineExpCheck: 'saved.exp < Math.floor(Date.now() / 1000)',
    expect: [],
  }),
  sealed({
    name: 'ttl-expiry-helper-argument',
    about: 'An expiry helper adds its argument to the clock; the seal passes it an hour.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'expiresIn', params: [['ms', 'number']], body: "if (!(ms > 0)) throw new RangeError('expiresIn needs a positive duration');\nreturn Date.now() + ms;" }],
    exp: '$h.expiresIn(60 * 60 * 1000)',
    inlineExp: 'Date.now() + 60 * 60 * 1000',
    expect: [{ rule: 'require-state-binding', messageId: 'ttlTooLong', at: 'tool, exp: @@', atInline: "'plan_trip', exp: @@", use: "$h.sealTrip({ step: 'pick-date'" }],
  }),
  sealed({
    name: 'ttl-expiry-helper-argument-short',
    about: 'The same expiry helper passed five minutes.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'expiresIn', params: [['ms', 'number']], body: "if (!(ms > 0)) throw new RangeError('expiresIn needs a positive duration');\nreturn Date.now() + ms;" }],
    exp: '$h.expiresIn(5 * 60 * 1000)',
    inlineExp: 'Date.now() + 5 * 60 * 1000',
    expect: [],
  }),
  sealed({
    name: 'expiry-units-agree-helper',
    about: 'The seal writes exp in seconds and the clock helper compares it with the time in seconds.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    helpers: [{ name: 'isPast', params: [['expiry', 'number']], body: 'return expiry < Math.floor(Date.now() / 1000);' }],
    exp: 'Math.floor(Date.now() / 1000) + 600',
    expCheck: '$h.isPast(saved.exp)',
    inlineExpCheck: 'saved.exp < Math.floor(Date.now() / 1000)',
    expect: [],
  }),
  sealed({
    name: 'expiry-never-compared',
    about: 'The seal writes exp; the opener compares the user and the tool but never the expiry.',
    preamble: 'const STATE_KEY = process.env.STATE_KEY;',
    expCheck: '',
    expect: [{ rule: 'require-state-binding', messageId: 'openerSkipsChecks', at: 'openTrip(token', atInline: "raw.split('.')", use: "$h.openTrip(raw" }],
  }),

  // ---- require-state-binding: JWTs as seals and opens
  jwtFlow('jwt-ignore-expiration', 'A JWT state signed for ten minutes, verified with ignoreExpiration.', { signOptions: "{ expiresIn: '10m' }", verifyOptions: '{ ignoreExpiration: true }' }, [
    { rule: 'require-state-binding', messageId: 'jwtIgnoresExpiry', at: 'ignoreExpiration: true', use: '$h.readTrip(raw' },
  ]),
  jwtFlow('jwt-tolerance-too-long', 'A JWT state of five minutes, verified with an hour of clock tolerance.', { signOptions: "{ expiresIn: '5m' }", verifyOptions: '{ clockTolerance: 3600 }' }, [
    { rule: 'require-state-binding', messageId: 'jwtToleranceTooLong', at: 'clockTolerance: 3600', use: '$h.readTrip(raw' },
  ]),
  jwtFlow('jwt-tolerance-short', 'A JWT state of five minutes, verified with thirty seconds of clock tolerance.', { signOptions: "{ expiresIn: '5m' }", verifyOptions: '{ clockTolerance: 30 }' }, []),
  jwtFlow('jwt-signer-two-helpers-no-expiry', 'A JWT state signed through two helpers, without expiresIn or exp.', { signOptions: "{ algorithm: 'HS256' }", verifyOptions: '', viaHelper: true }, [
    { rule: 'require-state-binding', messageId: 'missingExpiry', at: "{ algorithm: 'HS256' }", use: "$h.signTrip({ step: 'pick-date'" },
  ]),

  // ---- no-secrets-in-state: credentials by provenance
  payloadFlow(
    'bearer-alias-in-state',
    "The caller's bearer token, kept under another name, is put into the sealed state by a helper.",
    {
      prelude: 'const session = $TOKEN;',
      helpers: [{ name: 'withSession', params: [['args', 'Record<string, any>'], ['bearer', 'string | undefined']], body: "return { step: 'pick-branch', repo: args.repo, resume: bearer };" }],
      build: '$h.withSession(args, session)',
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, resume: session }",
    },
    [{ rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'resume: bearer', atInline: 'resume: session', use: '$h.withSession(args, session)' }],
  ),
  payloadFlow(
    'env-token-any-name-in-state',
    'An access token from the environment, under a property name that says nothing, is put into the sealed state.',
    {
      prelude: '',
      helpers: [{ name: 'relayState', params: [['toolArgs', 'Record<string, any>']], body: "return { step: 'pick-branch', repo: toolArgs.repo, relay: process.env.HELPDESK_ACCESS_TOKEN };" }],
      build: '$h.relayState(args)',
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, relay: process.env.HELPDESK_ACCESS_TOKEN }",
    },
    [{ rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'relay: process.env.HELPDESK_ACCESS_TOKEN', use: '$h.relayState(args)' }],
  ),
  payloadFlow(
    'auth-headers-helper-in-state',
    "Headers built by a helper from the caller's bearer token are put into the sealed state.",
    {
      prelude: '',
      helpers: [{ name: 'authHeaders', params: [['token', 'string | undefined']], body: "return { Authorization: `Bearer ${token}`, Accept: 'application/json' };" }],
      build: "{ step: 'pick-branch', repo: args.repo, upstream: $h.authHeaders($TOKEN) }",
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, upstream: { Authorization: `Bearer ${$TOKEN}`, Accept: 'application/json' } }",
    },
    [{ rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'Authorization: `Bearer ${token}`', atInline: 'Authorization: `Bearer ${', use: 'upstream: $h.authHeaders(' }],
  ),
  payloadFlow(
    'credential-read-in-state',
    "A refresh token read under its own name from a stored connection is put into the sealed state under a name that says nothing.",
    {
      prelude: 'const conn = $h.loadConnection(args.repo);',
      helpers: [
        { name: 'loadConnection', params: [['repo', 'string']], body: 'return connections.get(repo) ?? {};' },
        { name: 'relayState', params: [['toolArgs', 'Record<string, any>'], ['conn', 'Record<string, any>']], body: "return { step: 'pick-branch', repo: toolArgs.repo, relay: conn.refresh_token };" },
      ],
      build: '$h.relayState(args, conn)',
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, relay: conn.refresh_token }",
      inlinePrelude: 'const conn = connections.get(args.repo) ?? {};',
    },
    [{ rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'relay: conn.refresh_token', use: '$h.relayState(args, conn)' }],
  ),
  payloadFlow(
    'token-type-read-in-state',
    'The type of the same stored token, read under a name that only describes it: no credential.',
    {
      prelude: 'const conn = $h.loadConnection(args.repo);',
      helpers: [
        { name: 'loadConnection', params: [['repo', 'string']], body: 'return connections.get(repo) ?? {};' },
        { name: 'relayState', params: [['toolArgs', 'Record<string, any>'], ['conn', 'Record<string, any>']], body: "return { step: 'pick-branch', repo: toolArgs.repo, relay: conn.token_type };" },
      ],
      build: '$h.relayState(args, conn)',
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, relay: conn.token_type }",
      inlinePrelude: 'const conn = connections.get(args.repo) ?? {};',
    },
    [],
  ),
  payloadFlow(
    'public-env-in-state',
    'A region from the environment and the accept header a helper builds: no credential.',
    {
      prelude: '',
      helpers: [{ name: 'acceptHeaders', params: [['region', 'string | undefined']], body: "return { Accept: 'application/json', 'X-Region': region };" }],
      build: "{ step: 'pick-branch', repo: args.repo, upstream: $h.acceptHeaders(process.env.TRIP_REGION) }",
      inlineBuild: "{ step: 'pick-branch', repo: args.repo, upstream: { Accept: 'application/json', 'X-Region': process.env.TRIP_REGION } }",
    },
    [],
  ),

  // ---- roles decided by use (session 63)
  envelopeFlow(
    'tool-name-const-field',
    "The handler signs its tool's name, held in a const, under a field named for nothing (t: NAME), and compares it when it opens.",
    { seal: '$h.wrapTrip({ sub, t: NAME, city: args.city })', check: 'saved.sub !== sub || saved.t !== NAME', inlineSeal: '{ sub, t: NAME, city: args.city }', inlineCheck: 'saved.sub !== sub || saved.t !== NAME' },
    [],
  ),
  sentCredentialFlow(
    'credential-sent-in-header',
    'A grant a helper looks up, which the handler also sends in an Authorization header, is carried in the sealed state under a name that says nothing.',
    '`https://git.example/repos/${repo}`, { headers: { authorization: `Bearer ${grant}` } }',
    '`https://git.example/repos/${args.repo}`, { headers: { authorization: `Bearer ${grant}` } }',
    [{ rule: 'no-secrets-in-state', messageId: 'secretInState', at: 'relay: grant' }],
  ),
  sentCredentialFlow(
    'value-sent-in-query',
    'The same value sent as a query parameter, not as a credential: silent.',
    '`https://git.example/repos/${repo}?ref=${grant}`',
    '`https://git.example/repos/${args.repo}?ref=${grant}`',
    [],
  ),
];
