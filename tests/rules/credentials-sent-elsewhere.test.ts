// A value the handler sends as a credential from another callback (`bankFeed.transactionsAsync(session.sid, …)`, whose
// ES5 prototype method hands it to `_call(method, path, headers, …)` as `{ authorization: 'Session ' + sessionToken }`)
// is a credential wherever the same variable's member is read: put into state from a nested callback, it is reported.
// The state's codec comes from a cache object (`codecs[tool] = createRequestStateCodec(…)`) another module fills.
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('credentials-sent-elsewhere');
write('package.json', '{ "type": "module" }');
write(
  'bankFeed.js',
  lines(
    "import { promisify } from 'node:util';",
    'function BankFeed(options) {',
    '  this.baseUrl = options.baseUrl;',
    '}',
    'BankFeed.prototype._call = function (method, path, headers, callback) {',
    '  fetch(this.baseUrl + path, { method, headers }).then((res) => res.json()).then((data) => callback(null, data), callback);',
    '};',
    'BankFeed.prototype.openSession = function (callback) {',
    "  this._call('POST', '/sessions', {}, (err, data) => callback(err, data && { sid: data.session_id }));",
    '};',
    'BankFeed.prototype.transactions = function (sessionToken, account, callback) {',
    "  this._call('GET', '/accounts/' + account, { authorization: 'Session ' + sessionToken }, callback);",
    '};',
    'BankFeed.prototype.openSessionAsync = promisify(BankFeed.prototype.openSession);',
    'BankFeed.prototype.transactionsAsync = promisify(BankFeed.prototype.transactions);',
    "export var bankFeed = new BankFeed({ baseUrl: 'https://bank.example' });",
  ),
);
write(
  'codecs.js',
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'var codecs = {};',
    'export function codecFor(tool) {',
    '  if (!codecs[tool]) {',
    "    codecs[tool] = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId + '|' + tool });",
    '  }',
    '  return codecs[tool];',
    '}',
  ),
);
const MATCH = (field: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { codecFor } from './codecs.js';",
    "import { bankFeed } from './bankFeed.js';",
    "var codec = codecFor('match_transactions');",
    'export function firstRound(args, ctx) {',
    '  return bankFeed.openSessionAsync().then(function (session) {',
    '    return bankFeed.transactionsAsync(session.sid, args.account).then(function (page) {',
    `      return codec.mint({ account: args.account, cursor: page.next, ${field} }, ctx).then(function (state) {`,
    '        return inputRequired({ inputRequests: {}, requestState: state });',
    '      });',
    '    });',
    '  });',
    '}',
  );

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: "a member of the session that is sent nowhere", filename: path('match.js'), code: MATCH('feedRegion: session.region') }],
  invalid: [
    {
      name: 'the session id another callback sends in an authorization header, put into state',
      filename: path('match.js'),
      code: MATCH('feedSession: session.sid'),
      errors: [
        {
          messageId: 'secretInState',
          line: 8,
          column: 69,
          endLine: 8,
          endColumn: 93,
          suggestions: [{ messageId: 'removeProperty', output: MATCH('feedSession: session.sid').replace(', feedSession: session.sid', '') }],
        },
      ],
    },
  ],
});
