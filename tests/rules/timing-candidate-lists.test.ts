import rule from '../../rules/no-timing-unsafe-compare.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A list searched for a value (`candidates.includes(x)`, `candidates.indexOf(x) !== -1`) compares each item with it
 * as === does, stopping at the first differing character: a list of MACs under rotated keys, or of secrets, leaks them.
 * A list of public values, or of unkeyed hashes, leaks nothing. A search has no safeEqual() replacement: no fix.
 */

const ROTATION = [
  "import { createHmac } from 'node:crypto';",
  'const SIGNING_KEYS = [process.env.HOOK_KEY_NEW, process.env.HOOK_KEY_OLD];',
];

testRule('no-timing-unsafe-compare', rule, {
  valid: [
    {
      name: 'unkeyed hashes of the payload, searched for the digest the client sent',
      code: lines(
        "import { createHash } from 'node:crypto';",
        'export function knownPayload(payload, digest) {',
        "  return ['sha256', 'sha512'].map((name) => createHash(name).update(payload).digest('hex')).includes(digest);",
        '}',
      ),
    },
    {
      name: 'a list of public names searched for a header',
      code: lines(
        "const REGIONS = ['eu', 'us'];",
        'export function knownRegion(request) {',
        "  return REGIONS.includes(request.headers['x-region']);",
        '}',
      ),
    },
  ],
  invalid: [
    {
      name: 'the MACs under every rotated key, searched with includes',
      code: lines(
        ...ROTATION,
        'export function hookAccepted(body, signature) {',
        "  return SIGNING_KEYS.map((key) => createHmac('sha256', key).update(body).digest('hex')).includes(signature);",
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeSearch', line: 4, column: 10, endLine: 4, endColumn: 109 }],
    },
    {
      name: 'secrets of the environment in a list, searched with indexOf',
      code: lines(
        'const ACCEPTED = [process.env.PARTNER_TOKEN, process.env.BACKUP_TOKEN];',
        'export function partner(request) {',
        "  return ACCEPTED.indexOf(request.headers['x-partner-token']) !== -1;",
        '}',
      ),
      errors: [{ messageId: 'timingUnsafeSearch', line: 3, column: 10, endLine: 3, endColumn: 69 }],
    },
  ],
});
