// A constructor function is a class: `function Store(options) { this.key = options.key; }` with
// `Store.prototype.seal = function … createHmac('sha256', this.key) …` makes `options.key` the key, and a module that
// requires it (`const Store = require('./Store')`) hands the key in at `new Store({ key })`, where it is judged. A
// fallback to a variable the platform sets to a public fact (Azure's `WEBSITE_SITE_NAME`, `HOSTNAME`, `VERCEL_URL`) is
// a fallback to public facts.
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('constructor-functions');

write('package.json', '{}');
write(
  'Store.js',
  "'use strict';",
  "var crypto = require('crypto');",
  'function Store(options) {',
  "  if (!(this instanceof Store)) return new Store(options);",
  '  this.key = options.key;',
  '}',
  'Store.prototype.seal = function (payload) {',
  "  var body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
  "  return body + '.' + crypto.createHmac('sha256', this.key).update(body).digest('hex');",
  '};',
  'module.exports = Store;',
);

const server = (key: string) =>
  lines(
    "'use strict';",
    "var Store = require('./Store');",
    `var store = new Store({ key: ${key} });`,
    "exports.run = function () { return { resultType: 'input_required', inputRequests: {}, requestState: store.seal({ step: 1 }) }; };",
  );

testRule('no-weak-state-key', rule, {
  valid: [
    { name: 'a key from the environment', filename: path('env.js'), code: server('process.env.STATE_KEY'), languageOptions: commonJs },
    {
      name: 'a fallback to another secret variable',
      filename: path('other-secret.js'),
      code: server('process.env.STATE_KEY || process.env.LEGACY_STATE_KEY'),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    {
      name: 'a literal handed to the constructor function',
      filename: path('literal.js'),
      code: server("'dev-state-key'"),
      languageOptions: commonJs,
      errors: [{ messageId: 'literalKey', line: 3, column: 25, endLine: 3, endColumn: 45 }],
    },
    {
      name: "a fallback to the app's public name",
      filename: path('site-name.js'),
      code: server('process.env.STATE_KEY || process.env.WEBSITE_SITE_NAME'),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'literalFallback',
          data: { use: 'HMAC key', fallback: 'public facts (host, process, package)', source: 'STATE_KEY' },
          line: 3, column: 25, endLine: 3, endColumn: 84,
        },
      ],
    },
  ],
});
