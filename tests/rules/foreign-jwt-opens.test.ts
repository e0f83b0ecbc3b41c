// A JWT verify in a function of another module (an ES5 prototype method over a promisified jsonwebtoken) handed the
// client's token: the user and the tool the state is sealed with must be compared by the verify's options, by that
// function, or around the call; where none does, the call is reported, naming the helper. A function handed the user or
// the tool to compare is judged in its own module.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('foreign-jwt-opens');

const STATE_JWT = (parameters: string, verifyOptions: string) =>
  lines(
    "import jwt from 'jsonwebtoken';",
    "import { promisify } from 'node:util';",
    'var signAsync = promisify(jwt.sign);',
    'var verifyAsync = promisify(jwt.verify);',
    'function StateJwt(secret, lifetimeSeconds) {',
    '  this.secret = secret;',
    '  this.lifetime = lifetimeSeconds;',
    '}',
    'StateJwt.prototype.issue = function (claims) {',
    "  return signAsync(claims, this.secret, { algorithm: 'HS256', expiresIn: this.lifetime });",
    '};',
    `StateJwt.prototype.check = function (${parameters}) {`,
    `  return verifyAsync(token, this.secret, ${verifyOptions});`,
    '};',
    'export var stateJwt = new StateJwt(process.env.STATE_SECRET, 600);',
  );
for (const [folder, parameters, options] of [
  ['plain', 'token', "{ algorithms: ['HS256'] }"],
  ['bound', 'token, binding', "{ algorithms: ['HS256'], subject: binding.user, audience: binding.tool }"],
] as const) {
  write(`${folder}/package.json`, '{ "type": "module" }');
  write(`${folder}/stateJwt.js`, STATE_JWT(parameters, options));
}
const BOOK = (retry: readonly string[]) =>
  lines(
    "import { stateJwt } from './stateJwt.js';",
    "var name = 'book_slot';",
    'export function handler(args, extra) {',
    '  var user = extra.authInfo.extra.userId;',
    '  var token = extra._meta && extra._meta.requestState;',
    '  if (!token) {',
    '    return stateJwt.issue({ sub: user, aud: name, tool: name, vid: args.vid }).then(function (state) {',
    "      return { content: [], _meta: { resultType: 'input_required', inputRequests: {}, requestState: state } };",
    '    });',
    '  }',
    ...retry,
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'the continuation compares the user and the tool',
      filename: path('plain/book.js'),
      code: BOOK([
        '  return stateJwt.check(token).then(function (claims) {',
        "    if (claims.sub !== user || claims.tool !== name) throw new Error('not this call');",
        '    return book(claims.vid, user);',
        '  });',
      ]),
    },
    {
      name: "the verify's options check the subject and the audience the call hands it",
      filename: path('bound/book.js'),
      code: BOOK(['  return stateJwt.check(token, { user, tool: name }).then(function (claims) {', '    return book(claims.vid, user);', '  });']),
    },
  ],
  invalid: [
    {
      name: 'neither the verify nor the code around it compares the user or the tool',
      filename: path('plain/book.js'),
      code: BOOK(['  return stateJwt.check(token).then(function (claims) {', '    return book(claims.vid, user);', '  });']),
      errors: [
        {
          messageId: 'helperSkipsChecks',
          data: {
            helper: 'stateJwt.check',
            specifier: './stateJwt.js',
            missing: 'the user and the tool',
            replay: 'for another user or for another tool',
            fields: 'the user and the tool',
          },
          line: 11,
          column: 10,
          endLine: 11,
          endColumn: 31,
        },
      ],
    },
  ],
});
