// A class's opener that parses its JSON through a module helper (`const decode = (text) =>
// JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))`) after its MAC check is an opener; its sealer writes
// `exp` from a clock the class keeps in a field set once from an option with a default (`this.clock = clock` of
// `constructor({ key, clock = Date.now })`): milliseconds. Compared in another module with a clock in seconds, the
// state never expires.
import rule from '../../rules/require-state-binding.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('parse-helpers');

write('package.json', '{}');
write(
  'state.js',
  "'use strict';",
  "const { createHmac, timingSafeEqual } = require('node:crypto');",
  "const encode = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');",
  "const decode = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));",
  'class StateService {',
  '  constructor({ key, clock = Date.now, ttlSeconds = 300 }) {',
  '    this.key = key;',
  '    this.clock = clock;',
  '    this.ttlSeconds = ttlSeconds;',
  '  }',
  "  mac(body) { return createHmac('sha256', this.key).update(body).digest(); }",
  '  seal(payload, { sub, tool }) {',
  '    const exp = this.clock() + this.ttlSeconds * 1000;',
  '    const body = encode({ ...payload, sub, tool, exp });',
  "    return `${body}.${this.mac(body).toString('base64url')}`;",
  '  }',
  '  open(token) {',
  "    const dot = token.lastIndexOf('.');",
  '    const body = token.slice(0, dot);',
  "    const given = Buffer.from(token.slice(dot + 1), 'base64url');",
  '    const expected = this.mac(body);',
  "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('signature');",
  '    return decode(body);',
  '  }',
  '}',
  'const service = new StateService({ key: process.env.STATE_KEY });',
  'module.exports = { service };',
);

const guard = (clock: string) =>
  lines(
    "'use strict';",
    "const { service } = require('./state');",
    'function openFresh(token) {',
    '  const state = service.open(token);',
    `  if (state.exp < ${clock}) throw new Error('expired');`,
    '  return state;',
    '}',
    'module.exports = { openFresh };',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'milliseconds against milliseconds', filename: path('guard-ms.js'), code: guard('Date.now()'), languageOptions: commonJs }],
  invalid: [
    {
      name: 'milliseconds written by the class, seconds compared here',
      filename: path('guard-s.js'),
      code: guard('Math.floor(Date.now() / 1000)'),
      languageOptions: commonJs,
      errors: [{ messageId: 'mixedUnits', line: 5, column: 7, endLine: 5, endColumn: 48 }],
    },
  ],
});
