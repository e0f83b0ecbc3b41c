import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A helper that returns its parameter through what keeps a value what it is (escaping, a prefix, a slice, a case
 * change) gives each call what that call passes it: a MAC escaped or prefixed by a helper is still a MAC. A parameter
 * the helper assigns to, and a value the helper only measures, are not passed through.
 */

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'a helper that assigns to its parameter, one that lowercases public input, and lengths compared',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'const lower = (text) => text.toLowerCase();',
        'function reset(value) {',
        "  value = 'none';",
        '  return value;',
        '}',
        'export function check(req) {',
        "  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(req.rawBody).digest('hex');",
        '  if (reset(mac) !== req.query.sig) return false;',
        "  if (lower(req.query.kind) === lower('push')) return true;",
        '  return mac.length === lower(req.query.sig).length;',
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'a MAC made URL-safe by one arrow and prefixed by a function with a default',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const toUrlSafe = (value) => value.replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');",
        "function withScheme(digest = '') {",
        '  return `sha256=${digest}`;',
        '}',
        'export function verifyHook(req) {',
        "  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(req.rawBody).digest('base64');",
        "  if (req.get('x-hook-signature') !== withScheme(toUrlSafe(mac))) return false;",
        '  return true;',
        '}',
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "const toUrlSafe = (value) => value.replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');",
        "function withScheme(digest = '') {",
        '  return `sha256=${digest}`;',
        '}',
        'export function verifyHook(req) {',
        "  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(req.rawBody).digest('base64');",
        "  if (!safeEqual(req.get('x-hook-signature'), withScheme(toUrlSafe(mac)))) return false;",
        '  return true;',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 8, column: 7, endLine: 8, endColumn: 65 }],
    },
    {
      name: 'a MAC cut and lowercased by a method reached through this',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'class LinkSigner {',
        '  trimmed(text) {',
        "    if (!text) return '';",
        '    return text.slice(0, 16).toLowerCase();',
        '  }',
        '  matches(given, path) {',
        "    const mac = createHmac('sha512', process.env.LINK_KEY).update(path).digest('hex');",
        '    return this.trimmed(mac) === given;',
        '  }',
        '}',
        'export default LinkSigner;',
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'class LinkSigner {',
        '  trimmed(text) {',
        "    if (!text) return '';",
        '    return text.slice(0, 16).toLowerCase();',
        '  }',
        '  matches(given, path) {',
        "    const mac = createHmac('sha512', process.env.LINK_KEY).update(path).digest('hex');",
        '    return safeEqual(this.trimmed(mac), given);',
        '  }',
        '}',
        'export default LinkSigner;',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 9, column: 12, endLine: 9, endColumn: 39 }],
    },
    {
      name: 'a MAC encoded by functions of packages that spell bytes as text (but not a decoder or a length)',
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import * as b64 from '@stablelib/base64';",
        "import base64url from 'base64-url';",
        'export function check(req) {',
        "  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(req.rawBody).digest();",
        "  if (req.get('x-tag') === base64url.escape(b64.encode(mac))) return true;",
        '  return b64.encodedLength(32) === Number(req.query.size) || b64.decode(req.query.tag) === req.query.other;',
        '}',
      ),
      output: lines(
        "import { createHmac } from 'node:crypto';",
        "import * as b64 from '@stablelib/base64';",
        "import base64url from 'base64-url';",
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        'export function check(req) {',
        "  const mac = createHmac('sha256', process.env.HOOK_SECRET).update(req.rawBody).digest();",
        "  if (safeEqual(req.get('x-tag'), base64url.escape(b64.encode(mac)))) return true;",
        '  return b64.encodedLength(32) === Number(req.query.size) || b64.decode(req.query.tag) === req.query.other;',
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeCompare', line: 6, column: 7, endLine: 6, endColumn: 61 }],
    },
  ],
});
