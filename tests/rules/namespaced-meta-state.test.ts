// SDK 1.x servers have the client echo its state in the request's `_meta`, often under a namespaced key
// (`com.example.clinic/requestState`): what is read there is the client's state, wherever it is read (inline, through
// a constant, through a helper of another module that hands it back in an object). Another `_meta` key is not.
import rule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('namespaced-meta-state');
write('package.json', '{}');
write(
  'round.js',
  lines(
    "const STATE_KEY = 'com.example.clinic/requestState';",
    'function roundFrom(extra) {',
    '  const meta = extra && extra._meta ? extra._meta : {};',
    "  return { token: meta[STATE_KEY], progress: meta['com.example.clinic/progressToken'] };",
    '}',
    'module.exports = { roundFrom };',
  ),
);

write('getters.js', lines("const fp = require('lodash/fp');", "const stateOf = fp.get('_meta.requestState');", 'module.exports = { stateOf };'));

/** A 1.x handler that takes `read` (a statement declaring `token`) and decodes it. */
const handler = (...read: string[]) =>
  lines(
    ...read.slice(0, -1),
    'async function handle(args, extra) {',
    read.at(-1)!,
    '  if (!token) return { content: [] };',
    "  const draft = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));",
    "  return { content: [{ type: 'text', text: draft.step }] };",
    '}',
    'module.exports = { handle };',
  );

const decoded = (messageId: 'unverifiedState' | 'unverifiedRead', line: number) => ({
  messageId,
  data: { sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
  line,
  column: 17,
  endLine: line,
  endColumn: 77,
});

testRule('require-sealed-state', rule, {
  valid: [
    {
      name: 'another namespaced key of _meta, through the helper',
      filename: path('progress.js'),
      code: handler("const { roundFrom } = require('./round');", '  const { progress: token } = roundFrom(extra);'),
    },
    { name: 'another namespaced key of _meta, inline', filename: path('progress-inline.js'), code: handler("  const token = extra._meta?.['com.example.clinic/progressToken'];") },
  ],
  invalid: [
    {
      name: "a getter of another module made of the path (`fp.get('_meta.requestState')`)",
      filename: path('getter.js'),
      code: handler("const { stateOf } = require('./getters.js');", '  const token = stateOf(extra);'),
      errors: [{ ...decoded('unverifiedRead', 5), data: { sealModule: 'eslint-plugin-mcp-state/seal' } }],
    },
    {
      name: "lodash's get of the path, inline",
      filename: path('lodash-get.js'),
      code: handler("const _ = require('lodash');", "  const token = _.get(extra, '_meta.requestState');"),
      errors: [decoded('unverifiedState', 5)],
    },
    { name: 'the namespaced key, inline', filename: path('inline.js'), code: handler("  const token = extra._meta?.['com.example.clinic/requestState'];"), errors: [decoded('unverifiedState', 4)] },
    {
      name: 'the namespaced key through a constant of the file',
      filename: path('local-key.js'),
      code: handler("const STATE_KEY = 'com.example.clinic/requestState';", '  const token = (extra._meta ?? {})[STATE_KEY];'),
      errors: [decoded('unverifiedState', 5)],
    },
    {
      name: 'the namespaced key read by a helper of another module, handed back in an object',
      filename: path('helper.js'),
      code: handler("const { roundFrom } = require('./round');", '  const { token } = roundFrom(extra);'),
      errors: [{ ...decoded('unverifiedRead', 5), data: { sealModule: 'eslint-plugin-mcp-state/seal' } }],
    },
  ],
});
