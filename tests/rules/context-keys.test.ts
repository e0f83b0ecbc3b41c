// A request's context keyed by name (session 56): a middleware sets `c.set('sealer', await createSealer(secret))`, a
// handler reads `c.get('sealer')` (Hono's context, and any parameter read and written the same way). What the
// handler's `c.get('sealer')` holds is what every `.set('sealer', …)` on a context parameter in the package writes,
// read from the writers' text and worked out in the handler's module, when each is a dependency (an object with
// members, an instance, a function); a key nobody sets, or a plain value, stays unknown. An expiry the handler's module
// writes in what it hands that sealer, and compares in another unit with the opened state, is reported.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const sealerRows = [
  'const enc = new TextEncoder();',
  "const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/=+$/, '');",
  '',
  'export async function createSealer(secret) {',
  "  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);",
  '  return {',
  '    async seal(payload) {',
  '      const body = b64(enc.encode(JSON.stringify(payload)));',
  "      return `${body}.${b64(await crypto.subtle.sign('HMAC', key, enc.encode(body)))}`;",
  '    },',
  '    async open(token) {',
  "      const [body, mac] = token.split('.');",
  "      const ok = await crypto.subtle.verify('HMAC', key, Uint8Array.from(atob(mac), (c) => c.charCodeAt(0)), enc.encode(body));",
  '      return ok ? JSON.parse(atob(body)) : null;',
  '    },',
  '  };',
  '}',
];
const middlewareRows = [
  "import { createMiddleware } from 'hono/factory';",
  "import { createSealer } from './sealer.js';",
  '',
  'export const withStateSealer = createMiddleware(async (c, next) => {',
  "  c.set('sealer', await createSealer(c.env.STATE_SECRET));",
  '  await next();',
  '});',
];
const resumeRows = (now: string) => [
  'const nowSeconds = () => Math.floor(Date.now() / 1000);',
  '',
  'export function issueState(c, tool, data) {',
  "  const agent = c.get('agent');",
  "  return c.get('sealer').seal({ ...data, sub: agent.id, tool, exp: Date.now() + 300000, apiToken: agent.upstreamToken });",
  '}',
  '',
  'export async function resumeState(c, tool, token) {',
  "  const state = await c.get('sealer').open(token);",
  "  if (!state || state.sub !== c.get('agent').id || state.tool !== tool) return null;",
  `  if (state.exp < ${now}) return null;`,
  '  return state;',
  '}',
];

const project = tempProject('context-keys');
project.write('package.json', '{ "name": "context-keys", "private": true, "type": "module" }');
project.write('src/sealer.js', ...sealerRows);
project.write('src/middleware.js', ...middlewareRows);
// a key nobody sets: what it holds is unknown
const unset = tempProject('context-keys-unset');
unset.write('package.json', '{ "name": "context-keys-unset", "private": true, "type": "module" }');
unset.write('src/sealer.js', ...sealerRows);

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a context key no module of the package sets: unknown', filename: unset.path('src/resume.js'), code: lines(...resumeRows('Date.now()')) }],
  invalid: [
    {
      name: "the upstream token in the state the middleware's sealer signs",
      filename: project.path('src/resume.js'),
      code: lines(...resumeRows('Date.now()')),
      errors: [
        {
          messageId: 'secretInState',
          line: 5,
          column: 89,
          endLine: 5,
          endColumn: 118,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'apiToken' }, output: lines(...resumeRows('Date.now()').map((row) => row.replace(', apiToken: agent.upstreamToken', ''))) }],
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'an expiry written and compared in milliseconds', filename: project.path('src/resume.js'), code: lines(...resumeRows('Date.now()')) }],
  invalid: [
    {
      name: 'an expiry written in milliseconds compared with a clock in seconds',
      filename: project.path('src/resume.js'),
      code: lines(...resumeRows('nowSeconds()')),
      errors: [{ messageId: 'mixedUnits', line: 11, column: 7, endLine: 11, endColumn: 31 }],
    },
  ],
});
