// An AES-GCM box made with WebCrypto whose additional data holds the user and the tool
// (`crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(userId, tool) }, key, plain)`): the box opens only
// for them, so the sealer and the opener bind the user and the tool without a field for each; and a token inside it is
// unreadable to the client. Without the additional data, the same sealer binds nobody.
import rule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const box = (additionalData: string, payload = 'payload') =>
  lines(
    "const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(process.env.STATE_KEY), 'AES-GCM', false, ['encrypt', 'decrypt']);",
    "const aad = (userId, tool) => new TextEncoder().encode(`${userId}|${tool}`);",
    'export async function boxState(userId, tool, payload) {',
    '  const iv = crypto.getRandomValues(new Uint8Array(12));',
    '  const plain = new TextEncoder().encode(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + 240 }));',
    `  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv${additionalData} }, key, plain);`,
    "  return Buffer.concat([iv, new Uint8Array(sealed)]).toString('base64url');",
    '}',
    'export async function send(args, ctx) {',
    `  return { resultType: 'input_required', inputRequests: {}, requestState: await boxState(ctx.userId, 'send_mail', ${payload}) };`,
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'the user and the tool in the additional data', code: box(', additionalData: aad(userId, tool)', '{ to: args.to }') }],
  invalid: [
    {
      name: 'no additional data, and neither in the payload',
      code: box('', '{ to: args.to }'),
      errors: [{ messageId: 'missingSignedFields', line: 5, column: 57, endLine: 5, endColumn: 113 }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'an access token inside the AES-GCM box', code: box(', additionalData: aad(userId, tool)', '{ to: args.to, gmail: ctx.gmailAccessToken }') }],
  invalid: [],
});
