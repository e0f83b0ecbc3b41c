// A JWT verify of state sits in a closure a function named for state returns (`readState = (tool) => (token) =>
// jwtVerify(token, key, { clockTolerance: '2h' })`, the fp-ts and curried styles): the functions between the verify and
// the named function do not hide the name.
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const reader = (name: string, inner: string) =>
  lines(
    "import { jwtVerify } from 'jose';",
    'const key = new TextEncoder().encode(process.env.STATE_SECRET);',
    `export const ${name} = (tool) => ${inner} => run(() => jwtVerify(token, key, { audience: tool, clockTolerance: '2h' }));`,
    'const run = (task) => task();',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'a profile reader, not state', code: reader('readProfile', '(token)') },
  ],
  invalid: [
    {
      name: 'a named function between the verify and readState',
      code: reader('readState', 'function verifyToken(token)').replace('=> run(', '{ return run(').replace("'2h' }));", "'2h' })); }"),
      errors: [{ messageId: 'jwtToleranceTooLong', data: { ttl: '2 h', max: '10 min' }, line: 3, column: 123, endLine: 3, endColumn: 143, suggestions: [{ messageId: 'removeClockTolerance', output: reader('readState', 'function verifyToken(token)').replace('=> run(', '{ return run(').replace("'2h' }));", "'2h' })); }").replace(", clockTolerance: '2h'", '') }] }],
    },
    {
      name: 'two anonymous arrows inside readState',
      code: reader('readState', '(token)'),
      errors: [{ messageId: 'jwtToleranceTooLong', data: { ttl: '2 h', max: '10 min' }, line: 3, column: 97, endLine: 3, endColumn: 117, suggestions: [{ messageId: 'removeClockTolerance', output: reader('readState', '(token)').replace(", clockTolerance: '2h'", '') }] }],
    },
  ],
});
