// A function a composer makes (`compose(JSON.parse, fromB64url)`, `pipe(split('.'), nth(1), …)`, ramda's `compose`,
// or the project's own `(...fns) => (x) => fns.reduce(…)`) reads what it is handed when its first stage does: called
// with the client's state, it is an unverified read. A composition whose first stage verifies (`pipe(unseal, …)`)
// is the check.
import rule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('composed-readers');
write('package.json', '{ "type": "module" }');
write(
  'fp.js',
  lines(
    'export const pipe = (...fns) => (input) => fns.reduce((value, fn) => fn(value), input);',
    'export const compose = (...fns) => pipe(...[...fns].reverse());',
    'export const split = (separator) => (value) => String(value).split(separator);',
    'export const nth = (index) => (list) => list[index];',
    'export const prop = (key) => (object) => object?.[key];',
  ),
);
write(
  'drafts.js',
  lines(
    "import { compose, nth, pipe, prop, split } from './fp.js';",
    "const fromB64url = (value) => Buffer.from(String(value), 'base64url').toString('utf8');",
    'export const unpackDraft = compose(JSON.parse, fromB64url);',
    "export const payloadOf = pipe(split('.'), nth(1), fromB64url, JSON.parse, prop('p'));",
  ),
);

write('sealer.js', lines("import { createHmac, timingSafeEqual } from 'node:crypto';", "export function unseal(token) {", "  const [body, tag] = String(token).split('.');", "  const expected = createHmac('sha256', process.env.STATE_KEY).update(body).digest();", "  const given = Buffer.from(tag ?? '', 'base64url');", "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('state signature');", "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));", '}'));

/** A 1.x request handler reading `params.requestState` with `read`. */
const handler = (imports: string, read: string) =>
  lines(
    imports,
    'export async function planRoute(request) {',
    '  const raw = request.params.requestState;',
    `  const draft = ${read};`,
    "  return { content: [{ type: 'text', text: String(draft.day) }] };",
    '}',
  );
const unverifiedRead = (endColumn: number) => ({
  messageId: 'unverifiedRead' as const,
  data: { sealModule: 'eslint-plugin-mcp-state/seal' },
  line: 4,
  column: 17,
  endLine: 4,
  endColumn,
});

testRule('require-sealed-state', rule, {
  valid: [
    {
      name: 'a composition whose first stage verifies',
      filename: path('verified.js'),
      code: handler("import { pipe, prop } from './fp.js';\nimport { unseal } from './sealer.js';", "pipe(unseal, prop('day'))(raw)"),
    },
    { name: 'a composition applied to what the server made', filename: path('server-made.js'), code: handler("import { unpackDraft } from './drafts.js';", "unpackDraft(Buffer.from(JSON.stringify({ day: 'mon' })).toString('base64url'))") },
  ],
  invalid: [
    { name: "compose(JSON.parse, fromB64url) of another module", filename: path('unpack.js'), code: handler("import { unpackDraft } from './drafts.js';", 'unpackDraft(raw)'), errors: [unverifiedRead(33)] },
    { name: "pipe(split('.'), nth(1), …) of another module", filename: path('payload.js'), code: handler("import { payloadOf } from './drafts.js';", 'payloadOf(raw)'), errors: [unverifiedRead(31)] },
  ],
});
