// Fastify decorations (session 56): a composition root that hands a tool module `request.stateCodec` (a member of its
// route handler's parameter) hands it what the package decorates the name with — `fastify.decorate('stateCodec',
// codec)`, copied onto the request by a hook — read from the plugin's text and worked out in the tool's module. A name
// the package decorates only with a placeholder (`null`) leaves the codec unknown.
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const codecRows = [
  "import { createHmac } from 'node:crypto';",
  '',
  'export function createStateCodec({ secret }) {',
  "  const sign = (body) => createHmac('sha256', secret).update(body).digest('base64url');",
  '  return {',
  '    seal(payload) {',
  "      const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url');",
  '      return `${body}.${sign(body)}`;',
  '    },',
  '  };',
  '}',
];
const pluginRows = (decorated: string) => [
  "import { createStateCodec } from '../lib/codec.js';",
  '',
  'export default async function statePlugin(fastify) {',
  `  fastify.decorate('stateCodec', ${decorated});`,
  "  fastify.decorateRequest('stateCodec', null);",
  "  fastify.addHook('onRequest', async (request) => {",
  '    request.stateCodec = fastify.stateCodec;',
  '  });',
  '}',
];
const toolsRows = [
  'export function buildTools(deps) {',
  '  return {',
  '    exportReport(userId) {',
  "      return { resultType: 'input_required', inputRequests: {}, requestState: deps.codec.seal({ tool: 'export_report', user: userId, apiKey: process.env.BILLING_API_KEY }) };",
  '    },',
  '  };',
  '}',
];
const appRows = [
  "import Fastify from 'fastify';",
  "import statePlugin from './plugins/state.js';",
  "import { buildTools } from './tools.js';",
  '',
  'const app = Fastify();',
  'await app.register(statePlugin);',
  "app.post('/mcp', async (request) => buildTools({ codec: request.stateCodec }).exportReport(request.user.id));",
];

function project(name: string, decorated: string): ReturnType<typeof tempProject> {
  const made = tempProject(`decorations-${name}`);
  made.write('package.json', `{ "name": "${name}", "private": true, "type": "module" }`);
  made.write('lib/codec.js', ...codecRows);
  made.write('plugins/state.js', ...pluginRows(decorated));
  made.write('tools.js', ...toolsRows);
  made.write('app.js', ...appRows);
  return made;
}

const decorated = project('codec', 'createStateCodec({ secret: process.env.STATE_SECRET })');
const placeholder = project('placeholder', 'null');

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a name decorated only with placeholders: the codec is unknown', filename: placeholder.path('tools.js'), code: lines(...toolsRows) }],
  invalid: [
    {
      name: 'an API key sealed by the codec the plugin decorates the instance with, handed on from the request',
      filename: decorated.path('tools.js'),
      code: lines(...toolsRows),
      errors: [
        {
          messageId: 'secretInState',
          line: 4,
          column: 134,
          endLine: 4,
          endColumn: 169,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'apiKey' }, output: lines(...toolsRows.map((row) => row.replace(', apiKey: process.env.BILLING_API_KEY', ''))) }],
        },
      ],
    },
  ],
});
