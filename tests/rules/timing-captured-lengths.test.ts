// A signature header matched by a pattern whose group is a fixed count of hex (or base64url) characters
// (`/^sha256=([0-9a-f]{64})$/`) decodes to as many bytes as the digest it is compared with: `timingSafeEqual` cannot
// throw there. A group of any length (`+`) proves nothing, and the length check is still missing.
import rule from '../../rules/no-timing-unsafe-compare.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const verifier = (group: string) =>
  lines(
    "const crypto = require('node:crypto');",
    'function verifyWebhook(rawBody, header) {',
    `  const match = /^sha256=(${group})$/.exec(String(header || ''));`,
    '  if (!match) return false;',
    "  const given = Buffer.from(match[1], 'hex');",
    "  const mac = crypto.createHmac('sha256', process.env.WEBHOOK_SECRET).update(rawBody).digest();",
    '  return crypto.timingSafeEqual(given, mac);',
    '}',
    'module.exports = { verifyWebhook };',
  );

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    { name: 'a group of 64 hex characters beside a SHA-256 digest', code: verifier('[0-9a-f]{64}'), languageOptions: commonJs },
    { name: 'a group of 64 hex characters in either case', code: verifier('[0-9a-fA-F]{64}'), languageOptions: commonJs },
  ],
  invalid: [
    {
      name: 'a group of any length',
      code: verifier('[0-9a-f]+'),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          data: { first: 'given', second: 'mac', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 7,
          column: 10,
          endLine: 7,
          endColumn: 44,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: verifier('[0-9a-f]+').replace("const crypto = require('node:crypto');", "const crypto = require('node:crypto');\nconst { safeEqual } = require('eslint-plugin-mcp-state/seal');").replace('crypto.timingSafeEqual(given, mac)', 'safeEqual(given, mac)') }],
        },
      ],
    },
  ],
});
