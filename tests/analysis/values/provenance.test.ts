import { describe, expect, it } from 'vitest';
import { kindsOf, probe } from '../probe.js';
import { lines } from '../../rule-tester.js';


describe('provenance: MACs and signatures, however crypto is imported', () => {
  it.each([
    ['named import', "import { createHmac } from 'node:crypto';", "createHmac('sha256', k).update(b).digest('hex')"],
    ['bare crypto specifier', "import { createHmac } from 'crypto';", "createHmac('sha256', k).update(b).digest('hex')"],
    ['aliased import', "import { createHmac as hmac } from 'node:crypto';", "hmac('sha256', k).update(b).digest('hex')"],
    ['namespace import', "import * as c from 'crypto';", "c.createHmac('sha256', k).update(b).digest('hex')"],
    ['default import', "import c from 'node:crypto';", "c.createHmac('sha256', k).update(b).digest('hex')"],
    ['require', "const c = require('crypto');", "c.createHmac('sha256', k).update(b).digest('hex')"],
    ['destructured require', "const { createHmac: h } = require('node:crypto');", "h('sha256', k).update(b).digest('hex')"],
    ['require(…).member', "const h = require('crypto').createHmac;", "h('sha256', k).update(b).digest('hex')"],
    ['dynamic import', "const { createHmac } = await import('node:crypto');", "createHmac('sha256', k).update(b).digest('hex')"],
    ['createRequire', "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nconst c = require('crypto');", "c.createHmac('sha256', k).update(b).digest()"],
    ['statement-form hmac object', "import { createHmac } from 'node:crypto';\nconst h = createHmac('sha256', k);\nh.update(b);", "h.digest('base64url')"],
    ['createSign', "import { createSign } from 'node:crypto';", "createSign('SHA256').update(b).sign(key, 'base64')"],
    ['one-shot crypto.sign', "import crypto from 'node:crypto';", 'crypto.sign(null, b, key)'],
    ['WebCrypto subtle.sign', '', "await crypto.subtle.sign('HMAC', key, b)"],
    ['globalThis.crypto.subtle.sign', '', "await globalThis.crypto.subtle.sign('HMAC', key, b)"],
    ['webcrypto from node:crypto', "import { webcrypto } from 'node:crypto';", "await webcrypto.subtle.sign('HMAC', key, b)"],
    ['hash over a secret, by hand', "import { createHash } from 'node:crypto';", "createHash('sha256').update(process.env.STATE_SECRET + b).digest('hex')"],
  ])('%s', (_name, setup, expression) => {
    expect(kindsOf(`${setup}\nprobe(${expression});`)).toEqual(['mac']);
  });

  it('gives the output type from the digest encoding', () => {
    const [hex, bytes, unknown] = probe(
      lines(
        "import { createHmac } from 'node:crypto';",
        "probe(createHmac('sha256', k).update(b).digest('hex'));",
        "probe(createHmac('sha256', k).update(b).digest());",
        "probe(createHmac('sha256', k).update(b).digest(encoding));",
      ),
    );
    expect([hex?.valueType, bytes?.valueType, unknown?.valueType]).toEqual(['string', 'buffer', 'unknown']);
    expect(hex?.maybeAbsent).toBe(false);
  });

  it('does not take look-alikes for crypto', () => {
    expect(
      kindsOf(
        lines(
          "import { createHmac } from '../my-crypto.js';",
          "probe(createHmac('sha256', k).update(b).digest('hex'));",
          'function f(crypto) {',
          "  probe(crypto.createHmac('sha256', k).update(b).digest('hex'));",
          '}',
          "probe(hasher.digest('hex'));",
        ),
      ),
    ).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('treats an unkeyed hash of content as a digest, not a MAC', () => {
    expect(kindsOf("import { createHash } from 'node:crypto';\nprobe(createHash('sha1').update(body).digest('hex'));")).toEqual([
      'digest',
    ]);
  });
});

describe('provenance: signed tokens', () => {
  it.each([
    ['jsonwebtoken default import', "import jwt from 'jsonwebtoken';", 'jwt.sign(payload, secret)'],
    ['jsonwebtoken named import', "import { sign } from 'jsonwebtoken';", 'sign(payload, secret)'],
    ['jose SignJWT', "import { SignJWT } from 'jose';", "await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('10m').sign(key)"],
    ['jose namespace', "import * as jose from 'jose';", 'await new jose.CompactSign(bytes).setProtectedHeader(header).sign(key)'],
    ['seal helper sealState', "import { sealState } from 'eslint-plugin-mcp-state/seal';", "sealState(state, { userId, tool: 'transfer' })"],
    ['seal helper sealer', "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';\nconst sealer = createStateSealer({ keys });", 'sealer.seal(state, binding)'],
    ['MCP SDK codec', "import { createRequestStateCodec } from '@modelcontextprotocol/server';\nconst codec = createRequestStateCodec({ key });", 'codec.mint(state)'],
    ['body joined with its MAC', "import { createHmac } from 'node:crypto';\nconst mac = createHmac('sha256', k).update(body).digest('base64url');", '`${body}.${mac}`'],
    ['parts joined with a MAC', "import { createHmac } from 'node:crypto';\nconst mac = createHmac('sha256', k).update(body).digest('base64url');", "[header, body, mac].join('.')"],
  ])('%s', (_name, setup, expression) => {
    expect(kindsOf(`${setup}\nprobe(${expression});`)).toEqual(['signed-token']);
  });

  it('recognises the seal helper under the module named by settings', () => {
    const code = "import { sealState } from '#security/seal';\nprobe(sealState(state, binding));";
    expect(kindsOf(code)).toEqual(['unknown']);
    expect(kindsOf(code, { settings: { 'mcp-state': { sealModule: '#security/seal' } } })).toEqual(['signed-token']);
  });
});

describe('provenance: secrets from the environment', () => {
  it.each([
    ['process.env.X', 'probe(process.env.STATE_KEY);', 'STATE_KEY'],
    ["process.env['X']", "probe(process.env['WEBHOOK_SECRET']);", 'WEBHOOK_SECRET'],
    ['process.env[CONSTANT]', "const NAME = 'API_TOKEN';\nprobe(process.env[NAME]);", 'API_TOKEN'],
    ['destructured', 'const { DB_PASSWORD } = process.env;\nprobe(DB_PASSWORD);', 'DB_PASSWORD'],
    ['camelCase', 'probe(process.env.apiKey);', 'apiKey'],
    ['import.meta.env', 'probe(import.meta.env.VITE_SIGNING_KEY);', 'VITE_SIGNING_KEY'],
    ['node:process', "import process from 'node:process';\nprobe(process.env.JWT_SECRET);", 'JWT_SECRET'],
    ['with a literal fallback', "probe(process.env.STATE_KEY ?? 'dev-key');", 'STATE_KEY'],
  ])('%s', (_name, code, variable) => {
    const [value] = probe(code);
    expect(value?.kind).toBe('secret');
    expect(value?.environmentVariable).toBe(variable);
  });

  it('marks a literal fallback', () => {
    const [withFallback, without] = probe("probe(process.env.STATE_KEY || 'dev');\nprobe(process.env.STATE_KEY);");
    expect(withFallback?.hasLiteralFallback).toBe(true);
    expect(withFallback?.maybeAbsent).toBe(false);
    expect(without?.hasLiteralFallback).toBe(false);
    expect(without?.maybeAbsent).toBe(true);
  });

  it.each(['MAX_TOKENS', 'TOKENIZER', 'PUBLIC_KEY', 'KEY_ID', 'TOKEN_TTL', 'NODE_ENV', 'SECRET_PATH', 'API_KEY_HEADER'])(
    '%s is configuration, not a secret',
    (variable) => {
      const [value] = probe(`probe(process.env.${variable});`);
      expect(value?.kind).toBe('unknown');
      expect(value?.environmentVariable).toBe(variable);
    },
  );
});

describe('provenance: client input', () => {
  it.each([
    ['Node/Express header', "function h(req) { probe(req.headers['x-signature']); }", 'string'],
    ['Fetch header', "async function h(request) { probe(request.headers.get('x-signature')); }", 'string'],
    ['Express req.get', "function h(req) { probe(req.get('x-signature')); }", 'string'],
    ['Hono c.req.header', "app.post('/', (c) => probe(c.req.header('x-signature')));", 'string'],
    ['Lambda event header', 'export const handler = async (event) => probe(event.headers.authorization);', 'string'],
    ['destructured headers parameter', "function h({ headers }) { probe(headers['x-token']); }", 'string'],
    ['body field', 'function h(req) { probe(req.body.requestState); }', 'unknown'],
    ['query field', 'function h(request) { probe(request.query.state); }', 'unknown'],
    ['request.json()', 'async function h(request) { const body = await request.json(); probe(body.signature); }', 'unknown'],
    ['URL search parameter', "function h(req) { probe(new URL(req.url, base).searchParams.get('sig')); }", 'unknown'],
    ['Next.js nextUrl search parameter', "function GET(request) { probe(request.nextUrl.searchParams.get('secret')); }", 'unknown'],
    ['MCP requestState argument', 'server.tool("t", async (args) => probe(args.requestState));', 'unknown'],
    ['part of a received token', "function open(token) { const [body, mac] = token.split('.'); probe(mac); }", 'string'],
    ['bearer token', "function h(req) { probe(req.headers.authorization.split(' ')[1]); }", 'string'],
  ])('%s', (_name, code, valueType) => {
    const [value] = probe(code);
    expect(value?.kind).toBe('untrusted');
    expect(value?.valueType).toBe(valueType);
    expect(value?.maybeAbsent).toBe(true);
  });

  it('flags credentials', () => {
    const values = probe(
      lines(
        'function h(req, extra) {',
        '  probe(req.headers.authorization);',
        "  probe(req.get('Cookie'));",
        '  probe(extra.authInfo.token);',
        "  probe(req.headers['x-request-id']);",
        '}',
      ),
    );
    expect(values.map((value) => [value.kind, value.isCredential])).toEqual([
      ['untrusted', true],
      ['untrusted', true],
      ['untrusted', true],
      ['untrusted', false],
    ]);
  });

  it('leaves what middleware puts on a request alone', () => {
    expect(kindsOf('function h(req) { probe(req.session.token); probe(req.user.apiKey); }')).toEqual(['unknown', 'unknown']);
  });

  it('leaves a plain parameter and a local object unknown', () => {
    expect(kindsOf("function f(token, headers) { probe(token); probe(headers); }\nconst req = makeRequest();\nprobe(req.headers['x']);")).toEqual([
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});

describe('provenance: unsigned encodings, randomness, literals', () => {
  it.each([
    ['object literal', 'probe({ step: 2 });'],
    ['JSON.stringify', 'probe(JSON.stringify(state));'],
    ['base64 of JSON', "probe(Buffer.from(JSON.stringify(state)).toString('base64'));"],
    ['btoa of JSON', 'probe(btoa(JSON.stringify(state)));'],
    ['encodeURIComponent of JSON', 'probe(encodeURIComponent(JSON.stringify(state)));'],
    ['template around JSON', 'probe(`v1.${JSON.stringify(state)}`);'],
  ])('%s is unsigned data', (_name, code) => {
    expect(kindsOf(code)).toEqual(['unsigned-data']);
  });

  it('tells strong randomness from weak', () => {
    const values = probe(
      lines(
        "import { randomBytes, randomUUID } from 'node:crypto';",
        'probe(randomBytes(32));',
        'probe(randomUUID());',
        'probe(crypto.randomUUID());',
        'probe(Math.random());',
        'probe(Date.now());',
      ),
    );
    expect(values.map((value) => [value.kind, value.strongRandom])).toEqual([
      ['random', true],
      ['random', true],
      ['random', true],
      ['random', false],
      ['random', false],
    ]);
  });

  it('follows constants, enums and object constants to literals', () => {
    const values = probe(
      lines(
        "const HEADER = 'x-signature';",
        "const KEYS = Object.freeze ? { enter: 'Enter' } : {};",
        "const LIMITS = { enter: 'Enter' };",
        'probe(HEADER);',
        'probe(LIMITS.enter);',
        'probe(typeof x);',
        'probe(undefined);',
        "probe(`${HEADER}-${'v1'}`);",
        'probe(KEYS);',
      ),
    );
    expect(values.map((value) => value.kind)).toEqual(['literal', 'literal', 'literal', 'literal', 'literal', 'unsigned-data']);
    expect(values[0]?.literalValue).toBe('x-signature');
  });

  it('gives numbers and booleans their type', () => {
    const values = probe('function f(a, b) { probe(a.length); probe(a === b); probe(!a); probe(a - b); probe(Number(a)); }');
    expect(values.map((value) => value.valueType)).toEqual(['number', 'boolean', 'boolean', 'number', 'number']);
  });
});

describe('provenance: following bindings and functions', () => {
  it('follows never-reassigned let but not reassigned let', () => {
    expect(
      kindsOf(
        lines(
          "import { createHmac } from 'node:crypto';",
          "let kept = createHmac('sha256', k).update(b).digest('hex');",
          "let changed = createHmac('sha256', k).update(b).digest('hex');",
          "changed = 'x';",
          'probe(kept);',
          'probe(changed);',
        ),
      ),
    ).toEqual(['mac', 'unknown']);
  });

  it('follows destructuring with defaults, arrays and rests', () => {
    const values = probe(
      lines(
        'function h(req) {',
        "  const { signature = '', ...rest } = req.headers;",
        "  const [scheme, token] = req.headers.authorization.split(' ');",
        '  probe(signature);',
        '  probe(rest);',
        '  probe(token);',
        '}',
      ),
    );
    expect(values.map((value) => value.kind)).toEqual(['untrusted', 'untrusted', 'untrusted']);
    expect(values[0]?.hasLiteralFallback).toBe(true);
  });

  it('sees through await, TypeScript assertions, toString and String()', () => {
    expect(
      kindsOf(
        lines(
          "import { createHmac } from 'node:crypto';",
          "const mac = createHmac('sha256', k).update(b).digest();",
          'probe((mac as Buffer)!.toString("hex") satisfies string);',
          'probe(String(<Buffer>mac));',
          'async function f() { probe(await mac); }',
        ),
        { typescript: true },
      ),
    ).toEqual(['mac', 'mac', 'mac']);
  });

  it('gives what a call passes to a function that returns its parameter, through what keeps a value what it is', () => {
    const values = probe(
      lines(
        "import { createHmac } from 'node:crypto';",
        "const mac = createHmac('sha256', process.env.STATE_KEY).update(b).digest('base64');",
        "const escape = (value) => value.replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');",
        'function prefixed(value = "") { return `sha256=${value}`; }',
        'function same(value) { return value; }',
        'class Encoder { lower(text) { if (!text) return null; return text.toLowerCase(); } }',
        'probe(escape(mac));',
        'probe(prefixed(mac));',
        "probe(new Encoder().lower(same(mac)));",
        "probe(same('kept as it is'));",
        "probe(escape('changed'));",
        'probe(escape(...[mac]));',
        'probe(escape());',
      ),
    );
    expect(values.map((value) => value.kind)).toEqual(['mac', 'mac', 'mac', 'literal', 'literal', 'unknown', 'unknown']);
    expect(values.slice(3, 5).map((value) => value.literalValue)).toEqual(['kept as it is', undefined]);
    expect(values[0]?.origin.type).toBe('CallExpression');
  });

  it('keeps the bytes of a MAC, and numbers computed from them, a MAC: a one-time code truncated from an HMAC', () => {
    const values = probe(
      lines(
        "import { createHmac } from 'node:crypto';",
        'function code(key, counter, digits) {',
        "  const mac = createHmac('sha1', key).update(counter).digest();",
        '  const offset = mac[mac.length - 1] & 0x0f;',
        '  probe(mac[offset]);',
        '  probe(((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16));',
        '  probe((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits);',
        "  probe(String(mac.readUInt32BE(offset) % 1000000).padStart(6, '0'));",
        '  probe(mac.length * 2);',
        '}',
        'function fromClient(req) {',
        "  const mac = createHmac('sha1', process.env.OTP_KEY).update('x').digest();",
        '  probe(mac[0] ^ req.body.mask);',
        '}',
      ),
    );
    expect(values.map((value) => `${value.kind} ${value.valueType}`)).toEqual([
      'mac number',
      'mac number',
      'mac number',
      'mac string',
      'unknown number',
      'unknown number',
    ]);
  });

  it('gives a MAC for a call of a function that hashes a parameter, when the call passes a secret there', () => {
    const values = probe(
      lines(
        "import { createHash, hash } from 'node:crypto';",
        "const sha1 = (text) => createHash('sha1').update(text).digest('hex');",
        'function tokenize(salt, value) { return `${salt}-${sha1(salt + value)}`; }',
        "function oneShot(prefix, data) { return hash('sha256', prefix + data); }",
        // a parameter named as a key, hashed with other data, keys the hash whatever a call passes
        'function keyed(salt, secret) { return `${salt}-${sha1(salt + secret)}`; }',
        'probe(sha1(process.env.CSRF_SECRET));',
        'probe(tokenize(salt, process.env.CSRF_SECRET));',
        "probe(oneShot('v1', process.env.SIGNING_KEY));",
        'probe(sha1(body));',
        'probe(tokenize(...parts));',
        'probe(tokenize(salt, userName));',
        'probe(keyed(salt, userName));',
      ),
    );
    expect(values.map((value) => value.kind)).toEqual(['mac', 'signed-token', 'mac', 'digest', 'unknown', 'unknown', 'signed-token']);
  });

  it('does not take a parameter that is assigned to, or only a part of one, for what a call passes', () => {
    expect(
      kindsOf(
        lines(
          "import { createHmac } from 'node:crypto';",
          "const mac = createHmac('sha256', process.env.STATE_KEY).update(b).digest('hex');",
          "function reset(value) { value = 'x'; return value; }",
          'function first({ value }) { return value; }',
          'function count(value) { return value.length; }',
          "function label(kind, value) { return kind + ':' + value + ':' + other; }",
          'probe(reset(mac));',
          'probe(first({ value: mac }));',
          'probe(count(mac));',
          "probe(label('a', 'b'));",
        ),
      ),
    ).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('uses what local functions, arrows and class methods return (an item of a list mapped to MACs is one)', () => {
    expect(
      kindsOf(
        lines(
          "import { createHmac } from 'node:crypto';",
          'function sign(body) {',
          "  if (!body) return '';",
          "  return createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
          '}',
          "const arrow = (body) => createHmac('sha256', k).update(body).digest('hex');",
          'class Signer {',
          "  #mac(body) { return createHmac('sha256', this.key).update(body).digest('hex'); }",
          '  check(body) { probe(this.#mac(body)); probe([1].map(() => this.#mac(body))[0]); }',
          '}',
          'probe(sign(body));',
          'probe(arrow(body));',
          'function unrelated() { return Math.random() > 0.5 ? sign(body) : other(); }',
          'probe(unrelated());',
        ),
      ),
    ).toEqual(['mac', 'mac', 'mac', 'mac', 'unknown']);
  });

  it('answers unknown on cycles instead of recursing forever', () => {
    expect(
      kindsOf(
        lines(
          'function f(n) { return n ? g(n - 1) : f(n); }',
          'function g(n) { return f(n); }',
          'probe(f(3));',
          'var a = b, b = a;',
          'probe(a);',
        ),
      ),
    ).toEqual(['unknown', 'unknown']);
  });

  it('gives up quietly on very deep expressions', () => {
    const deep = Array.from({ length: 2000 }, (_, index) => `v${index}`).join(' + ');
    expect(() => probe(`probe(${deep});`)).not.toThrow();
  });
});
