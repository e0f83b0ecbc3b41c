// A module between the tools and the codec (session 56): `createResume({ codec })` seals and opens with the codec the
// composition root hands it, and the tools call its `begin` and `resume`. What `begin` puts in the codec's readable
// state is reported in that module, where it is written; an expiry neither the codec's `open` nor the `resume` around
// it compares is reported at the tool's call of `resume`, the opener's wrapper of another module.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const codecRows = [
  "'use strict';",
  "const crypto = require('node:crypto');",
  '',
  'module.exports = function createStateCodec({ secret, ttlMs }) {',
  "  const mac = (body) => crypto.createHmac('sha256', secret).update(body).digest();",
  '  return {',
  '    seal(payload) {',
  "      const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs })).toString('base64url');",
  "      return `${body}.${mac(body).toString('base64url')}`;",
  '    },',
  '    open(token) {',
  "      const [body, tag] = String(token).split('.');",
  "      if (!tag || !crypto.timingSafeEqual(Buffer.from(tag, 'base64url'), mac(body))) return null;",
  "      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '    },',
  '  };',
  '};',
];
const resumeRows = (expiryCheck: string) => [
  "'use strict';",
  '',
  'module.exports = function createResume({ codec }) {',
  '  return {',
  '    begin(extra, tool, data) {',
  '      return codec.seal({ ...data, uid: extra.authInfo.clientId, tool, accessToken: extra.authInfo.token });',
  '    },',
  '    resume(extra, tool, token) {',
  '      const state = codec.open(token);',
  `      if (!state || state.uid !== extra.authInfo.clientId || state.tool !== tool${expiryCheck}) return null;`,
  '      return state;',
  '    },',
  '  };',
  '};',
];
const toolRows = [
  "'use strict';",
  '',
  'module.exports = function createTransferTool({ resume }) {',
  '  return async function transfer(params, extra) {',
  "    if (!params.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: resume.begin(extra, 'transfer', { sku: params.arguments.sku }) };",
  "    const state = resume.resume(extra, 'transfer', params.requestState);",
  "    return { content: [{ type: 'text', text: state ? state.sku : 'expired' }] };",
  '  };',
  '};',
];
const rootRows = [
  "'use strict';",
  "const createStateCodec = require('./lib/codec');",
  "const createResume = require('./lib/resume');",
  "const createTransferTool = require('./tools/transfer');",
  '',
  'const codec = createStateCodec({ secret: process.env.STATE_SECRET, ttlMs: 300000 });',
  'const resume = createResume({ codec });',
  'module.exports = { transfer: createTransferTool({ resume }) };',
];

function project(name: string, expiryCheck: string, root: readonly string[] = rootRows): ReturnType<typeof tempProject> {
  const made = tempProject(`handed-${name}`);
  made.write('package.json', `{ "name": "${name}", "private": true }`);
  made.write('lib/codec.js', ...codecRows);
  made.write('lib/resume.js', ...resumeRows(expiryCheck));
  made.write('tools/transfer.js', ...toolRows);
  made.write('index.js', ...root);
  return made;
}

const unexpiring = project('unexpiring', '');
const expiring = project('expiring', ' || state.exp <= Date.now()');
// a root that hands on what it is given: the codec is out of sight
const forwarded = project('forwarded', '', ["'use strict';", "const createResume = require('./lib/resume');", 'module.exports = (deps) => createResume(deps);']);

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'the codec the resume module is handed is out of sight: unknown', filename: forwarded.path('lib/resume.js'), code: lines(...resumeRows('')) }],
  invalid: [
    {
      name: 'the bearer token put in the state the handed codec signs, reported where the module writes it',
      filename: unexpiring.path('lib/resume.js'),
      code: lines(...resumeRows('')),
      errors: [
        {
          messageId: 'secretInState',
          line: 6,
          column: 72,
          endLine: 6,
          endColumn: 105,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'accessToken' }, output: lines(...resumeRows('').map((row) => row.replace(', accessToken: extra.authInfo.token', ''))) }],
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "the wrapper of the handed codec's open compares the expiry", filename: expiring.path('tools/transfer.js'), code: lines(...toolRows) }],
  invalid: [
    {
      name: "neither the handed codec's open nor the wrapper around it compares the expiry",
      filename: unexpiring.path('tools/transfer.js'),
      code: lines(...toolRows),
      errors: [{ messageId: 'helperSkipsChecks', data: { helper: 'resume', specifier: '../lib/resume.js', missing: 'the expiry', replay: 'after it expired', fields: 'the expiry with the clock' }, line: 6, column: 19, endLine: 6, endColumn: 72 }],
    },
  ],
});
