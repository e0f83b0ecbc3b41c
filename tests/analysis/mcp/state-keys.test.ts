import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analysis/index.js';
import { findKeySites, findKeyWeakness, alwaysSignsState, type KeyUse, type KeyWeakness } from '../../../src/analysis/mcp/state-keys.js';
import { lintWithRule } from '../probe.js';

interface Found {
  use: KeyUse;
  text: string;
  weakness: (KeyWeakness & { madeAt?: string }) | undefined;
}

/** Every key site of `code`, with the text of the node a report points at and the weakness found. */
function keysOf(code: string): Found[] {
  const found: Found[] = [];
  lintWithRule(code, (context) => {
    const { provenance, sourceCode } = analyzeFile(context);
    return {
      CallExpression(call: TSESTree.CallExpression) {
        for (const site of findKeySites(provenance, call)) {
          const finding = findKeyWeakness(provenance, sourceCode, site);
          // where a key made elsewhere is made, as its text
          const { madeAt, ...weakness } = finding ?? {};
          found.push({
            use: site.use,
            text: sourceCode.getText(site.node),
            weakness: finding && { ...(weakness as KeyWeakness), ...(madeAt && { madeAt: sourceCode.getText(madeAt) }) },
          });
        }
      },
    };
  });
  return found;
}

describe('findKeySites', () => {
  it('finds the key of every signing call', () => {
    const sites = keysOf(
      [
        "import { createHmac } from 'node:crypto';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
        "import jwt from 'jsonwebtoken';",
        "import { SignJWT } from 'jose';",
        'createHmac("sha256", a);',
        'createRequestStateCodec({ key: b, ttlSeconds: 600 });',
        'createStateSealer({ keys: [c, { id: "k", secret: d }, ...rest] });',
        'jwt.sign(payload, e);',
        'new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).sign(f);',
        'crypto.subtle.importKey("raw", g, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);',
        'crypto.subtle.importKey("raw", h, { name: "ECDSA" }, false, ["verify"]);',
        'crypto.subtle.importKey("spki", i, { name: "HMAC" }, false, ["verify"]);',
      ].join('\n'),
    );
    expect(sites.map(({ use, text }) => [use, text])).toEqual([
      ['hmac', 'a'],
      ['request-state-codec', 'key: b'],
      ['state-sealer', 'c'],
      ['state-sealer', 'secret: d'],
      ['jwt', 'e'],
      ['jwt', 'f'],
      ['webcrypto-import', 'g'],
    ]);
  });

  it('tells which uses seal request state', () => {
    expect((['hmac', 'request-state-codec', 'state-sealer', 'jwt', 'webcrypto-import'] as const).map(alwaysSignsState)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('findKeyWeakness', () => {
  const weaknessOf = (setup: string, key: string) => keysOf(`import { createHmac, randomBytes, randomUUID } from 'node:crypto';\n${setup}\nexport const hmac = createHmac('sha256', ${key});`)[0]?.weakness;

  it.each([
    ['', "'dev'", { reason: 'literal', bytes: 3 }],
    ['', "'ключ'", { reason: 'literal', bytes: 8 }],
    ['', "Buffer.from('00ff00ff', 'hex')", { reason: 'literal', bytes: 4 }],
    ['', "Buffer.from('c2VjcmV0', 'base64')", { reason: 'literal', bytes: 6 }],
    ['', "Buffer.from('abc', encoding)", { reason: 'literal', bytes: undefined }],
    ["const a = 'ab' + 'cd'; const b = a;", 'b', { reason: 'literal', bytes: undefined, madeAt: "'ab' + 'cd'" }],
    ["const K = '0123456789abcdef0123456789abcdef';", 'K', { reason: 'literal', bytes: 32, madeAt: "'0123456789abcdef0123456789abcdef'" }],
    ['', "process.env.STATE_KEY || 'dev'", { reason: 'literal-fallback', source: 'STATE_KEY', empty: false }],
    ['', "process.env.STATE_KEY ?? ''", { reason: 'literal-fallback', source: 'STATE_KEY', empty: true }],
    ['', "cfg.key || 'dev'", { reason: 'literal-fallback', source: undefined, empty: false }],
    ['', 'randomBytes(16)', { reason: 'short', bits: 128 }],
    ['', "randomBytes(24).toString('base64')", { reason: 'short', bits: 192 }],
    ['', 'randomUUID()', { reason: 'short', bits: 122 }],
    ['', 'crypto.getRandomValues(new Uint32Array(4))', { reason: 'short', bits: 128 }],
    ['', 'String(Math.random())', { reason: 'predictable' }],
    ['', '`${Date.now()}`', { reason: 'predictable' }],
  ])('%s createHmac(alg, %s) is weak', (setup, key, weakness) => {
    expect(weaknessOf(setup, key)).toEqual(weakness);
  });

  it.each([
    ['', 'process.env.STATE_KEY'],
    ['', 'process.env.STATE_KEY ?? undefined'],
    ['', 'randomBytes(32)'],
    ['', 'randomBytes(size)'],
    ['', 'crypto.getRandomValues(new Uint8Array(64))'],
    ['', 'config.stateKey'],
    ['', 'await secrets.get("k")'],
    ['', '42'],
    ['', 'null'],
    ["const h = createHmac('sha256', 'label');\nh.update(process.env.ROOT_SECRET);", "'unused'"],
  ])('%s createHmac(alg, %s) is not known to be weak', (setup, key) => {
    expect(weaknessOf(setup, key)).toBeUndefined();
  });

  it('takes a literal label with secret data for a key derivation, not a weak key', () => {
    const [derivation, plain] = keysOf(
      [
        "import { createHmac } from 'node:crypto';",
        "const derived = createHmac('sha256', 'WebAppData').update(process.env.BOT_TOKEN).digest();",
        "const h = createHmac('sha256', 'WebAppData');",
        'h.update(publicData);',
      ].join('\n'),
    );
    expect(derivation?.weakness).toBeUndefined();
    expect(plain?.weakness).toEqual({ reason: 'literal', bytes: 10 });
  });

  it('reports a strong random key as made per process only where it seals request state', () => {
    const [codec, hmac] = keysOf(
      [
        "import { createHmac, randomBytes } from 'node:crypto';",
        "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
        'const KEY = randomBytes(32);',
        'createRequestStateCodec({ key: KEY });',
        "createHmac('sha256', KEY);",
      ].join('\n'),
    );
    expect(codec?.weakness).toEqual({ reason: 'per-process', madeAt: 'randomBytes(32)' });
    expect(hmac?.weakness).toBeUndefined();
  });

  it('leaves an empty fallback to code that refuses empty keys', () => {
    const [codec] = keysOf(
      "import { createRequestStateCodec } from '@modelcontextprotocol/server';\ncreateRequestStateCodec({ key: process.env.STATE_KEY ?? '' });",
    );
    expect(codec?.weakness).toBeUndefined();
  });
});
