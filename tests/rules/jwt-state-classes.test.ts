// A JWT signed or verified in a method of a class named for state (`JwtStateService.issue`, `.read`), whose instance a
// container hands to the handlers: its lifetime and its verify options are judged in the class, once. A class named
// for a web sign-in's state (`OAuthStateStore`) or for something else is left alone.
import rule from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const service = (className: string, lifetime: string, verify: string) =>
  lines(
    "'use strict';",
    "const jwt = require('jsonwebtoken');",
    `class ${className} {`,
    '  constructor(secret) {',
    '    this.secret = secret;',
    '  }',
    '  issue(claims) {',
    `    return jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: ${lifetime} });`,
    '  }',
    '  read(token) {',
    `    return jwt.verify(token, this.secret, { algorithms: ['HS256']${verify} });`,
    '  }',
    '}',
    `module.exports = { ${className} };`,
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'a five-minute state verified with its expiry', code: service('JwtStateService', "'5m'", ''), languageOptions: commonJs },
    { name: "a sign-in's state store", code: service('OAuthStateStore', "'2h'", ', ignoreExpiration: true'), languageOptions: commonJs },
    { name: 'a session token service', code: service('SessionTokens', "'2h'", ', ignoreExpiration: true'), languageOptions: commonJs },
  ],
  invalid: [
    {
      name: 'a two-hour state verified without its expiry',
      code: service('JwtStateService', "'2h'", ', ignoreExpiration: true'),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'ttlTooLong',
          line: 8,
          column: 75,
          endLine: 8,
          endColumn: 79,
          suggestions: [{ messageId: 'shortenTtl', data: { value: '600' }, output: service('JwtStateService', '600', ', ignoreExpiration: true') }],
        },
        {
          messageId: 'jwtIgnoresExpiry',
          line: 11,
          column: 68,
          endLine: 11,
          endColumn: 90,
          suggestions: [{ messageId: 'removeIgnoreExpiration', output: service('JwtStateService', "'2h'", '') }],
        },
      ],
    },
  ],
});
