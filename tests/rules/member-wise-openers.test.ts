// An opener that compares each member it is handed with the state's field of the same name (`for (const [field,
// value] of Object.entries(required)) if (claims[field] !== value) return null;`, or `Object.keys(required).every(…)`)
// checks what each call's object names: a call naming the user and the tool binds, one leaving the user out does not.
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('member-wise-openers');
write('package.json', '{}');
const tokenModule = (check: string[]) =>
  lines(
    "const crypto = require('node:crypto');",
    "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
    "if (key.length < 32) throw new Error('STATE_KEY must hold 32 random bytes');",
    "const mac = (body) => crypto.createHmac('sha256', key).update(body).digest('base64url');",
    'function sealState(claims) {',
    "  const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + 600_000 })).toString('base64url');",
    '  return `${body}.${mac(body)}`;',
    '}',
    'function openState(token, required) {',
    "  const [body, tag] = token.split('.');",
    '  if (!tag || !crypto.timingSafeEqual(Buffer.from(mac(body)), Buffer.from(tag))) return null;',
    "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;",
    ...check,
    '}',
    'module.exports = { sealState, openState };',
  );
write('by-entries.js', tokenModule(['  for (const [field, value] of Object.entries(required)) {', '    if (claims[field] !== value) return null;', '  }', '  return claims;']));
write('by-keys.js', tokenModule(['  return Object.keys(required).every((name) => claims[name] === required[name]) ? claims : null;']));

/** A handler opening with `required`, sealing `sealed`, with the token module `module`. */
const handler = (module: string, required: string, sealed: string) =>
  lines(
    `const { sealState, openState } = require('./${module}');`,
    "const TOOL = 'transfer_custody';",
    'async function handle(args, extra) {',
    '  const userId = extra.authInfo.extra.userId;',
    '  const raw = extra._meta?.requestState;',
    '  if (raw) {',
    `    const claims = openState(raw, ${required});`,
    '    if (!claims) return { isError: true, content: [] };',
    "    return { content: [{ type: 'text', text: `moved ${claims.sampleId}` }] };",
    '  }',
    `  const requestState = sealState(${sealed});`,
    "  return { resultType: 'input_required', inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } } } }, requestState };",
    '}',
    'module.exports = { handle };',
  );
const BOUND = '{ sub: userId, tool: TOOL, sampleId: args.sampleId }';
const TOOL_ONLY = '{ tool: TOOL, sampleId: args.sampleId }';

const userUnchecked = (module: string, endColumn: number) => ({
  messageId: 'helperSkipsChecks' as const,
  data: { helper: 'openState', specifier: `./${module}`, missing: 'the user', replay: 'for another user', fields: 'the user' },
  line: 7,
  column: 20,
  endLine: 7,
  endColumn,
});

testRule('require-state-binding', rule, {
  valid: [
    { name: 'entries compared, the call naming the user and the tool', filename: path('bound.js'), code: handler('by-entries', BOUND, BOUND) },
    { name: 'keys compared in a callback, the call naming the user and the tool', filename: path('keys-bound.js'), code: handler('by-keys', BOUND, BOUND) },
  ],
  invalid: [
    { name: 'entries compared, the call leaving the user out', filename: path('tool-only.js'), code: handler('by-entries', TOOL_ONLY, BOUND), errors: [userUnchecked('by-entries', 75)] },
    { name: 'keys compared in a callback, the call leaving the user out', filename: path('keys-tool-only.js'), code: handler('by-keys', TOOL_ONLY, BOUND), errors: [userUnchecked('by-keys', 75)] },
    {
      name: 'a seal beside the open that never signs the user: reported at the seal, and at the open that never compares it',
      filename: path('unsigned.js'),
      code: handler('by-entries', TOOL_ONLY, TOOL_ONLY),
      errors: [
        userUnchecked('by-entries', 75),
        {
          messageId: 'helperMissingSignedFields',
          data: { helper: 'sealState', specifier: './by-entries', missing: 'the user', fields: 'userId (the authenticated user)', them: 'it' },
          line: 11,
          column: 24,
          endLine: 11,
          endColumn: 74,
        },
      ],
    },
  ],
});
