// A hand-rolled sealer reaches its file's JSON helper under any name the file hands it on by (a `const`, an object's
// key): the calls that skip working out their callee by name (a cost measure for bundles) must still find it.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const SERVER = (handedOn: string, call: string) =>
  lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { createHmac } from 'node:crypto';",
    "const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');",
    handedOn,
    "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    'function sealRound(payload) {',
    `  const body = ${call}(payload);`,
    '  return `${body}.${mac(body)}`;',
    '}',
    "const server = new McpServer({ name: 'planner', version: '1.0.0' });",
    "server.registerTool('plan', { description: 'Plan' }, async (args, ctx) => {",
    "  return { resultType: 'input_required', inputRequests: {}, requestState: sealRound({ step: 1 }) };",
    '});',
  );
const LACKS_ALL = { messageId: 'missingSignedFields' as const, line: 12, column: 85, endLine: 12, endColumn: 96 };

testRule('require-state-binding', bindingRule, {
  valid: [],
  invalid: [
    { name: 'the helper by its own name', code: SERVER('const unused = 0;', 'encode'), errors: [LACKS_ALL] },
    { name: 'the helper through a const and an object key', code: SERVER('const pack = encode; const codecs = { enc: pack };', 'codecs.enc'), errors: [LACKS_ALL] },
    { name: 'the helper assigned to a member', code: SERVER('const codecs = {}; codecs.enc = encode;', 'codecs.enc'), errors: [LACKS_ALL] },
    { name: 'the helper handed on in an array: every call is worked out', code: SERVER('const [enc] = [encode];', 'enc'), errors: [LACKS_ALL] },
  ],
});
