// Session 56. A result builder of another module (`new InputRequiredBuilder().ask(…).withState(token).build()`): the
// argument of the step that keeps it in a field is the requestState of the result a later step returns. An opener of
// another module that splits the token with `const [, kid, iv, ct, tag] = parts` and hands the pieces to its AES-GCM
// helper verifies it, and the helper it parses the plaintext with (`this.check(plain, binding)`) checks the binding.
// A JWT signer's `tool` parameter given `this.name` (a class field holding the tool's name) names the tool.
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('builder-results');
project.write('package.json', '{ "name": "builder-results", "private": true, "type": "module" }');
project.write(
  'lib/builder.js',
  "import { inputRequired } from '@modelcontextprotocol/server';",
  '',
  'export class InputRequiredBuilder {',
  '  requests = {};',
  '  ask(key, message) {',
  '    this.requests[key] = inputRequired.elicit({ message });',
  '    return this;',
  '  }',
  '  withState(requestState) {',
  '    this.state = requestState;',
  '    return this;',
  '  }',
  '  withNote(note) {',
  '    this.note = note;',
  '    return this;',
  '  }',
  '  build() {',
  '    return inputRequired({ inputRequests: this.requests, requestState: this.state });',
  '  }',
  '}',
);
project.write(
  'lib/codec.js',
  "import { createHmac } from 'node:crypto';",
  "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
  'export function sealState(payload) {',
  "  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url');",
  '  return `${body}.${mac(body)}`;',
  '}',
);
const builderTool = (step: string) => [
  "import { InputRequiredBuilder } from './lib/builder.js';",
  "import { sealState } from './lib/codec.js';",
  '',
  'export function exportInvoices(userId, customerId) {',
  "  const state = { customerId, requestedBy: userId, tool: 'export_invoices' };",
  '  return new InputRequiredBuilder()',
  "    .ask('range', 'Which invoices?')",
  `    ${step}`,
  '    .build();',
  '}',
];

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: 'a sealed token kept by the builder', filename: project.path('sealed.js'), code: lines(...builderTool('.withState(sealState(state))')) },
    { name: 'base64 JSON kept in a field build() does not hand out', filename: project.path('note.js'), code: lines(...builderTool(".withNote(Buffer.from(JSON.stringify(state)).toString('base64url'))")) },
  ],
  invalid: [
    {
      name: 'base64 JSON kept by the builder becomes the requestState build() returns',
      filename: project.path('unsigned.js'),
      code: lines(...builderTool(".withState(Buffer.from(JSON.stringify(state)).toString('base64url'))")),
      errors: [{ messageId: 'unsignedState', line: 8, column: 16, endLine: 8, endColumn: 72 }],
    },
  ],
});

// an AES-GCM codec class whose open splits the token and checks the binding in a helper it parses with
const codecRows = (check: string) => [
  "import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';",
  '',
  'export class SealedStateCodec {',
  '  constructor(key) {',
  '    this.key = key;',
  '  }',
  '',
  '  seal(data, binding) {',
  '    const iv = randomBytes(12);',
  "    const cipher = createCipheriv('aes-256-gcm', this.key, iv);",
  '    const envelope = { d: data, sub: binding.userId, tool: binding.tool, exp: Date.now() + 300000 };',
  '    const ct = Buffer.concat([cipher.update(JSON.stringify(envelope)), cipher.final()]);',
  "    return ['v2', iv, ct, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');",
  '  }',
  '',
  '  open(token, binding) {',
  "    const parts = token.split('.');",
  "    if (parts.length !== 4) throw new Error('malformed state');",
  '    const [, iv, ct, tag] = parts;',
  '    const plain = this.decrypt(iv, ct, tag);',
  '    if (plain !== null) return this.check(plain, binding);',
  "    throw new Error('state could not be authenticated');",
  '  }',
  '',
  '  decrypt(iv, ct, tag) {',
  '    try {',
  "      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));",
  "      decipher.setAuthTag(Buffer.from(tag, 'base64url'));",
  "      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');",
  '    } catch {',
  '      return null;',
  '    }',
  '  }',
  '',
  '  check(plain, binding) {',
  '    const env = JSON.parse(plain);',
  `    ${check}`,
  '    return env.d;',
  '  }',
  '}',
];
const fullCheck = "if (env.sub !== binding.userId || env.tool !== binding.tool || env.exp <= Date.now()) throw new Error('state belongs elsewhere');";
const checked = tempProject('opener-helpers-checked');
checked.write('package.json', '{ "name": "opener-helpers", "private": true, "type": "module" }');
checked.write('lib/codec.js', ...codecRows(fullCheck));
const unchecked = tempProject('opener-helpers-unchecked');
unchecked.write('package.json', '{ "name": "opener-helpers", "private": true, "type": "module" }');
unchecked.write('lib/codec.js', ...codecRows("if (env.sub !== binding.userId || env.exp <= Date.now()) throw new Error('state belongs elsewhere');"));
const deleteRows = [
  "import { SealedStateCodec } from './lib/codec.js';",
  '',
  'const codec = new SealedStateCodec(Buffer.from(process.env.STATE_KEY, "base64"));',
  '',
  'export function register(server) {',
  "  server.tool('delete_note', 'Delete a note.', {}, async (args, extra) => {",
  "    const saved = codec.open(extra.requestState, { userId: extra.authInfo.clientId, tool: 'delete_note' });",
  "    return { content: [{ type: 'text', text: saved.noteId }] };",
  '  });',
  '}',
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: "an opener that hands the split token's pieces to its AES-GCM helper verifies it", filename: checked.path('delete.js'), code: lines(...deleteRows) }],
  invalid: [],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the user, the tool and the expiry checked in the helper the opener parses with', filename: checked.path('delete.js'), code: lines(...deleteRows) }],
  invalid: [
    {
      name: 'the helper the opener parses with compares no tool',
      filename: unchecked.path('delete.js'),
      code: lines(...deleteRows),
      errors: [{ messageId: 'helperSkipsChecks', data: { helper: 'SealedStateCodec.open', specifier: './lib/codec.js', missing: 'the tool', replay: 'for another tool', fields: 'the tool' }, line: 7, column: 19, endLine: 7, endColumn: 107 }],
    },
  ],
});

// a JWT signer whose `tool` parameter becomes the audience, called with a class field that names the tool
const jwtProject = tempProject('jwt-tool-field');
jwtProject.write('package.json', '{ "name": "jwt-tool-field", "private": true, "type": "module" }');
jwtProject.write(
  'lib/states.js',
  "import { SignJWT } from 'jose';",
  '',
  'export class JwtStates {',
  '  constructor(key) {',
  '    this.key = key;',
  '  }',
  '  mint(claims, userId, tool) {',
  "    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setAudience(tool).setExpirationTime('5m').sign(this.key);",
  '  }',
  '}',
);
const refundRows = (tool: string) => [
  "import { JwtStates } from './lib/states.js';",
  '',
  'const states = new JwtStates(new TextEncoder().encode(process.env.STATE_KEY));',
  '',
  'export class RefundTool {',
  "  name = 'refund_charge';",
  '  async start(userId, input) {',
  `    const token = await states.mint({ stage: 'approver', amount: input.amount, chargeId: input.chargeId }, userId, ${tool});`,
  "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  '  }',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "the tool parameter given this.name, the class field holding the tool's name", filename: jwtProject.path('refund.js'), code: lines(...refundRows('this.name')) }],
  invalid: [
    {
      name: 'the tool parameter given undefined',
      filename: jwtProject.path('refund.js'),
      code: lines(...refundRows('undefined')),
      errors: [{ messageId: 'helperMissingSignedFields', line: 8, column: 25, endLine: 8, endColumn: 126 }],
    },
  ],
});
