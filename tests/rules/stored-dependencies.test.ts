// Dependencies a module keeps (session 56): `init(d) { deps = d; }`, a member of the object the module exports (an
// IIFE's, an object literal's, a class's static method), stores what the composition root passes in a variable the
// module's other functions call through. Each call the importers write of `Tools.init(…)` is read, as for a function
// that calls through its parameter. A root that passes on its own parameter, or hands `init` over as a value, leaves
// the dependency unknown: silence. A helper that merges its data parameter into the payload with `Object.assign` puts
// what each call passes in the state.
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const codecRows = [
  "'use strict';",
  "const crypto = require('node:crypto');",
  '',
  'function createStateCodec({ secret }) {',
  "  const sign = (body) => crypto.createHmac('sha256', secret).update(body).digest('base64url');",
  '  return {',
  '    seal(payload) {',
  "      const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url');",
  '      return `${body}.${sign(body)}`;',
  '    },',
  '  };',
  '}',
  '',
  "const encodeDraft = (draft) => Buffer.from(JSON.stringify(draft)).toString('base64url');",
  '',
  'module.exports = { createStateCodec, encodeDraft };',
];

// the "module pattern": an IIFE keeps `deps` and returns `init` with the handlers that use it
const iifeRows = [
  "'use strict';",
  'var Tools = (function () {',
  '  var deps = null;',
  '  function exportReport(call) {',
  '    return {',
  "      resultType: 'input_required',",
  '      inputRequests: {},',
  "      requestState: deps.codec.seal({ tool: 'export_report', user: call.userId, apiKey: process.env.BILLING_API_KEY }),",
  '    };',
  '  }',
  '  function draftReport(call) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: deps.pack({ tool: 'draft_report', user: call.userId }) };",
  '  }',
  '  return {',
  '    init: function (d) { deps = d; },',
  "    call: function (name, call) { return name === 'draft' ? draftReport(call) : exportReport(call); },",
  '  };',
  '})();',
  'module.exports = Tools;',
];

// the same as an object literal an ES module exports, and as a class's static method
const literalRows = [
  'let deps;',
  '',
  'export const tools = {',
  '  init(given) {',
  '    deps = given;',
  '  },',
  '  exportReport(userId) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: deps.codec.seal({ tool: 'export_report', user: userId, apiKey: process.env.BILLING_API_KEY }) };",
  '  },',
  '};',
];
const staticRows = [
  'let deps;',
  '',
  'export class Tools {',
  '  static init(given) {',
  '    deps = given;',
  '  }',
  '',
  '  static exportReport(userId) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: deps.codec.seal({ tool: 'export_report', user: userId, apiKey: process.env.BILLING_API_KEY }) };",
  '  }',
  '}',
];

function project(name: string, files: Readonly<Record<string, readonly string[]>>): ReturnType<typeof tempProject> {
  const made = tempProject(`stored-${name}`);
  made.write('package.json', `{ "name": "${name}", "private": true${name.startsWith('esm') ? ', "type": "module"' : ''} }`);
  made.write('lib/state-codec.js', ...codecRows);
  for (const [path, rows] of Object.entries(files)) made.write(path, ...rows);
  return made;
}

const rootRows = (load: string, call: string) => [
  "'use strict';",
  "const { createStateCodec, encodeDraft } = require('./lib/state-codec');",
  load,
  '',
  `${call}({ codec: createStateCodec({ secret: process.env.STATE_SECRET }), pack: encodeDraft });`,
];

const iife = project('iife', { 'lib/tools.js': iifeRows, 'server.js': rootRows("const Tools = require('./lib/tools');", 'Tools.init') });
// the root hands on a parameter of its own: who made the codec is out of sight
const forwarded = project('forwarded', {
  'lib/tools.js': iifeRows,
  'server.js': ["'use strict';", "const Tools = require('./lib/tools');", 'module.exports = function boot(deps) {', '  Tools.init(deps);', '};'],
});
// the root hands `init` over as a value: its calls are not all to be seen
const passedOn = project('passed-on', {
  'lib/tools.js': iifeRows,
  'server.js': [...rootRows("const Tools = require('./lib/tools');", 'Tools.init'), 'module.exports = { setup: Tools.init };'],
});
const esmLiteral = project('esm-literal', {
  'lib/tools.js': literalRows,
  'server.js': ["import { createStateCodec } from './lib/state-codec.js';", "import { tools } from './lib/tools.js';", '', 'tools.init({ codec: createStateCodec({ secret: process.env.STATE_SECRET }) });'],
});
const esmStatic = project('esm-static', {
  'lib/tools.js': staticRows,
  'lib/index.js': ["export { Tools } from './tools.js';"],
  'server.js': ["import * as state from './lib/state-codec.js';", "import { Tools } from './lib/index.js';", '', 'Tools.init({ codec: state.createStateCodec({ secret: process.env.STATE_SECRET }) });'],
});

const apiKeyError = (line: number, column: number, rows: readonly string[]) => ({
  messageId: 'secretInState' as const,
  line,
  column,
  endLine: line,
  endColumn: column + 35,
  suggestions: [{ messageId: 'removeProperty' as const, data: { key: 'apiKey' }, output: lines(...rows.map((row) => row.replace(', apiKey: process.env.BILLING_API_KEY', ''))) }],
});

// a helper that merges what it is given into the claims it signs
const mergedRows = [
  "import jwt from 'jsonwebtoken';",
  '',
  'function issue(userId, tool, data) {',
  '  const claims = Object.assign({}, data, { tool: tool });',
  "  return jwt.sign(claims, process.env.STATE_SECRET, { subject: String(userId), expiresIn: 300 });",
  '}',
  '',
  'export function exportNotes(call, answer) {',
  "  const token = issue(call.userId, 'export_notes', { folder: call.args.folder, archivePassword: answer.password });",
  "  return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  '}',
];

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    { name: 'a root that hands on its own parameter to init: the codec is unknown', filename: forwarded.path('lib/tools.js'), code: lines(...iifeRows) },
    { name: 'a root that hands init over as a value: its calls are not all seen', filename: passedOn.path('lib/tools.js'), code: lines(...iifeRows) },
    { name: 'the merging helper given no credential', code: lines(...mergedRows.map((row) => row.replace(', archivePassword: answer.password', ''))) },
  ],
  invalid: [
    {
      name: "an API key sealed by the codec an IIFE module's init(deps) keeps",
      filename: iife.path('lib/tools.js'),
      code: lines(...iifeRows),
      errors: [apiKeyError(8, 81, iifeRows)],
    },
    {
      name: "an API key sealed by the codec an exported object literal's init keeps",
      filename: esmLiteral.path('lib/tools.js'),
      code: lines(...literalRows),
      errors: [apiKeyError(8, 132, literalRows)],
    },
    {
      name: "an API key sealed by the codec a static init keeps, the class reached through a barrel",
      filename: esmStatic.path('lib/tools.js'),
      code: lines(...staticRows),
      errors: [apiKeyError(9, 132, staticRows)],
    },
    {
      name: 'a password merged by Object.assign into the claims a helper signs',
      code: lines(...mergedRows),
      errors: [
        {
          messageId: 'secretInState',
          line: 9,
          column: 80,
          endLine: 9,
          endColumn: 112,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'archivePassword' }, output: lines(...mergedRows.map((row) => row.replace(', archivePassword: answer.password', ''))) }],
        },
      ],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'the forwarded dependencies: the encoder is unknown', filename: forwarded.path('lib/tools.js'), code: lines(...iifeRows) }],
  invalid: [
    {
      name: "an encoder the root hands to an IIFE module's init is no seal",
      filename: iife.path('lib/tools.js'),
      code: lines(...iifeRows),
      errors: [{ messageId: 'unsignedStateHelper', line: 12, column: 77, endLine: 12, endColumn: 131 }],
    },
  ],
});
