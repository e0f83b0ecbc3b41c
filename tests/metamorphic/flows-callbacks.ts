// Base flows of values made through callbacks and caches for the metamorphic suite (session 60): a JWT signed by
// jsonwebtoken's callback form inside a promise made by hand, and a key a function caches in a variable it assigns
// right before returning it. Written with the types of variants.ts.
import type { Expectation, Flow } from './variants.js';

const BOOKED = "{ content: [{ type: 'text', text: `Booked ${saved.city}` }] }";

/** A JWT state whose token the callback of `jwt.sign(…, cb)` hands a promise's `resolve`. */
function promisedJwtFlow(name: string, about: string, options: string, expect: readonly Expectation[]): Flow {
  const sign = (payload: string) =>
    [
      'new Promise((resolve, reject) => {',
      `  jwt.sign(${payload}, JWT_KEY, ${options}, (err, token) => {`,
      '    if (err) reject(err);',
      '    else resolve(token);',
      '  });',
      '})',
    ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'jsonwebtoken', default: 'jwt' }],
    preamble: 'const JWT_KEY = process.env.STATE_JWT_SECRET;',
    helpers: [
      {
        name: 'signTrip',
        params: [['state', 'Record<string, unknown>'], ['userId', 'string']],
        body: `return ${sign("{ ...state, sub: userId, tool: 'plan_trip' }")};`,
        async: true,
      },
      {
        name: 'readTrip',
        params: [['token', 'string'], ['userId', 'string']],
        body: "const claims = jwt.verify(token, JWT_KEY);\nif (claims.sub !== userId || claims.tool !== 'plan_trip') throw new Error('requestState refused');\nreturn claims;",
      },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK(await $h.signTrip({ step: 'pick-date', city: args.city }, $USER));",
      'const saved = $h.readTrip(raw, $USER);',
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        'const userId = $USER;',
        `if (raw === undefined) return $ASK(await ${sign("{ step: 'pick-date', city: args.city, sub: userId, tool: 'plan_trip' }")});`,
        'const saved = jwt.verify(raw, JWT_KEY);',
        "if (saved.sub !== userId || saved.tool !== 'plan_trip') throw new Error('requestState refused');",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

/**
 * A hand-rolled HMAC whose key a function caches: the environment variable's when it is set, else `otherwise` (a statement
 * list that assigns `cached` and returns it, or throws).
 */
function cachedKeyFlow(name: string, about: string, otherwise: string, expect: readonly Expectation[]): Flow {
  const keyFunction = [
    'if (cached) return cached;',
    'const configured = process.env[name];',
    'if (configured) {',
    "  cached = Buffer.from(configured, 'base64');",
    '  return cached;',
    '}',
    otherwise,
  ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'node:crypto', names: ['createHmac', 'timingSafeEqual'] }],
    preamble: 'let cached;',
    helpers: [
      { name: 'stateKey', params: [['name', 'string']], body: keyFunction },
      { name: 'macOf', params: [['body', 'string']], body: "return createHmac('sha256', $h.stateKey('STATE_KEY')).update(body).digest('base64url');" },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      'if (raw === undefined) {',
      "  const body = Buffer.from(JSON.stringify({ city: args.city, sub: $USER, tool: 'plan_trip', exp: Date.now() + 600000 })).toString('base64url');",
      "  return $ASK(`${body}.${$h.macOf(body)}`);",
      '}',
      "const [body, mac] = raw.split('.');",
      'const expected = Buffer.from($h.macOf(body));',
      'const given = Buffer.from(mac);',
      "if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('requestState refused');",
      "const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
      "if (saved.sub !== $USER || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) throw new Error('requestState refused');",
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      preamble: 'let cached;',
      handler: [
        'const raw = $STATE;',
        'const stateKey = (name) => {',
        ...keyFunction.split('\n').map((line) => `  ${line}`),
        '};',
        "const macOf = (body) => createHmac('sha256', stateKey('STATE_KEY')).update(body).digest('base64url');",
        'if (raw === undefined) {',
        "  const body = Buffer.from(JSON.stringify({ city: args.city, sub: $USER, tool: 'plan_trip', exp: Date.now() + 600000 })).toString('base64url');",
        '  return $ASK(`${body}.${macOf(body)}`);',
        '}',
        "const [body, mac] = raw.split('.');",
        'const expected = Buffer.from(macOf(body));',
        'const given = Buffer.from(mac);',
        "if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('requestState refused');",
        "const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "if (saved.sub !== $USER || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) throw new Error('requestState refused');",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

/** A hand-rolled HMAC whose helper signs with the key its caller passes, or else its parameter's default `LOCAL_KEY`. */
function defaultKeyFlow(name: string, about: string, localKey: string, expect: readonly Expectation[]): Flow {
  const mac = "createHmac('sha256', key).update(body).digest('base64url')";
  const handler = (macOf: string) =>
    [
      'const raw = $STATE;',
      'if (raw === undefined) {',
      "  const body = Buffer.from(JSON.stringify({ city: args.city, sub: $USER, tool: 'plan_trip', exp: Date.now() + 600000 })).toString('base64url');",
      `  return $ASK(\`\${body}.\${${macOf}(body)}\`);`,
      '}',
      "const [body, mac] = raw.split('.');",
      `const expected = Buffer.from(${macOf}(body));`,
      'const given = Buffer.from(mac);',
      "if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('requestState refused');",
      "const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
      "if (saved.sub !== $USER || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) throw new Error('requestState refused');",
      `return ${BOOKED};`,
    ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [
      { from: 'node:crypto', names: ['createHash', 'createHmac', 'timingSafeEqual'] },
      { from: 'node:os', names: ['hostname'] },
    ],
    preamble: `const LOCAL_KEY = ${localKey};`,
    helpers: [{ name: 'macOf', params: [['body', 'string'], ['key', 'Buffer', 'LOCAL_KEY']], body: `return ${mac};` }],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: handler('$h.macOf'),
    inline: { preamble: `const LOCAL_KEY = ${localKey};`, handler: `const macOf = (body, key = LOCAL_KEY) => ${mac};\n${handler('macOf')}` },
    expect,
  };
}

export const CALLBACK_FLOWS: readonly Flow[] = [
  promisedJwtFlow('jwt-callback-long-ttl', 'A JWT state signed through the callback form inside a promise, living two hours.', "{ expiresIn: '2h' }", [
    { rule: 'require-state-binding', messageId: 'ttlTooLong', at: "'2h'", use: "$h.signTrip({ step: 'pick-date'" },
  ]),
  promisedJwtFlow('jwt-callback-expiring', 'The same JWT state living ten minutes: nothing to report.', "{ expiresIn: '10m' }", []),
  cachedKeyFlow(
    'cached-key-literal-fallback',
    'A key function caches the environment key, or else a literal it assigns right before returning it.',
    "cached = Buffer.from('local-dev-state-key');\nreturn cached;",
    [{ rule: 'no-weak-state-key', messageId: 'literalFallbackHelper', at: "$h.stateKey('STATE_KEY')", atInline: "stateKey('STATE_KEY')" }],
  ),
  defaultKeyFlow(
    'default-key-public-derivation',
    "A helper's key parameter defaults to a hash of the host name, which every call that passes no key signs with.",
    "createHash('sha256').update(`plan-trip:${hostname()}`).digest()",
    [{ rule: 'no-weak-state-key', messageId: 'literalFallback', at: "createHmac('sha256', @@key)" }],
  ),
  defaultKeyFlow(
    'default-key-from-environment',
    "The same helper's key defaults to the environment's key, refused at startup when short: nothing to report.",
    "Buffer.from(process.env.PLAN_TRIP_STATE_KEY ?? '', 'base64');\nif (LOCAL_KEY.length < 32) throw new Error('PLAN_TRIP_STATE_KEY must hold 32 random bytes')",
    [],
  ),
  cachedKeyFlow('cached-key-required', 'The same key function throws where the environment sets no key: nothing to report.', "throw new Error('STATE_KEY is required');", []),
];
