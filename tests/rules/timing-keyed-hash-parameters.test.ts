import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A hash of data together with a key the caller hands over is a MAC made by hand, whatever the key's provenance: a
 * parameter named as a secret or a key the server keeps (`secret`, `masterKey`), joined with other data (`salt +
 * secret`, a template) or fed to `update()` one after the other. A key hashed alone is its fingerprint, which names
 * the key and is public; a token, a password, a cache key or a public key is no key to hash a secret with. A
 * session entry read under a key that constants spell (`PREFIX + 'Secret'`) is known by that name.
 */

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: "a key's fingerprint, and a cache key and a public key hashed with data",
      code: lines(
        "import { createHash } from 'node:crypto';",
        'export function sameKey(signingKey, header) {',
        "  return createHash('sha256').update(signingKey).digest('hex') === header.kid;",
        '}',
        'export function fresh(cacheKey, version, etag, publicKey, pin) {',
        "  return createHash('sha1').update(cacheKey + version).digest('hex') === etag || createHash('sha256').update(publicKey).update(version).digest('hex') === pin;",
        '}',
      ),
    },
    {
      name: 'a session entry under a key that constants spell, which names no secret',
      code: lines(
        "const PREFIX = 'ui';",
        "const FIELDS = { theme: PREFIX + 'Theme' };",
        'export function sameTheme(req) {',
        '  return req.body.theme === req.session[FIELDS.theme];',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a SHA-1 of a salt joined with a secret parameter, compared with the token it should equal',
      code: lines(
        "import { createHash } from 'node:crypto';",
        'function tokenize(salt, secret) {',
        "  return salt + createHash('sha1').update(salt + secret).digest('base64');",
        '}',
        'export function checkToken(token, secret) {',
        "  if (typeof token !== 'string') return false;",
        '  return token === tokenize(token.slice(0, 10), secret);',
        '}',
      ),
      output: lines(
        "import { createHash } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'function tokenize(salt, secret) {',
        "  return salt + createHash('sha1').update(salt + secret).digest('base64');",
        '}',
        'export function checkToken(token, secret) {',
        "  if (typeof token !== 'string') return false;",
        '  return safeEqual(token, tokenize(token.slice(0, 10), secret));',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 7, column: 10, endLine: 7, endColumn: 56 }],
    },
    {
      name: 'a master key parameter fed to update() after the data',
      code: lines(
        "import { createHash } from 'node:crypto';",
        'export function matches(masterKey, requestId, proof) {',
        "  const expected = createHash('sha256').update(requestId).update(masterKey).digest('hex');",
        '  return proof === expected;',
        '}',
      ),
      output: lines(
        "import { createHash } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export function matches(masterKey, requestId, proof) {',
        "  const expected = createHash('sha256').update(requestId).update(masterKey).digest('hex');",
        '  return safeEqual(proof, expected);',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 4, column: 10, endLine: 4, endColumn: 28 }],
    },
    {
      name: "the session's secret under a key that constants spell, keying a hash of the salt",
      code: lines(
        "import { createHash } from 'node:crypto';",
        "const PREFIX = '_csrf';",
        "const FIELDS = { secret: PREFIX + 'Secret' };",
        "const digest = (salt, value) => salt + createHash('sha1').update(salt + value).digest('hex');",
        'export function check(req) {',
        "  const sent = String(req.body._csrf || '');",
        '  return sent === digest(sent.slice(0, 8), req.session[FIELDS.secret]);',
        '}',
      ),
      output: lines(
        "import { createHash } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const PREFIX = '_csrf';",
        "const FIELDS = { secret: PREFIX + 'Secret' };",
        "const digest = (salt, value) => salt + createHash('sha1').update(salt + value).digest('hex');",
        'export function check(req) {',
        "  const sent = String(req.body._csrf || '');",
        '  return safeEqual(sent, digest(sent.slice(0, 8), req.session[FIELDS.secret]));',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 7, column: 10, endLine: 7, endColumn: 71 }],
    },
  ],
});
