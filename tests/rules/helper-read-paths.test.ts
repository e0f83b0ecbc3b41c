// A helper of another module that verifies the client's state on one path and reads it on another is judged by its
// summary at each call that hands it the state: a JWT peeked at with `decodeJwt` before `jwtVerify`, a legacy draft
// decrypted with a cipher that authenticates nothing (`aes-256-cbc`) in the branch beside an AES-GCM open. A check by a
// key service (`kms.send(new VerifyMacCommand(…))`) is a check; a helper that only verifies reads nothing unverified.
import rule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('helper-read-paths');
write('package.json', '{ "type": "module" }');
write(
  'resume.js',
  lines(
    "import { decodeJwt, jwtVerify } from 'jose';",
    'const key = new TextEncoder().encode(process.env.STATE_KEY);',
    'export async function resumeAmendment(raw, who) {',
    '  const peek = decodeJwt(raw);',
    "  if (peek.stage === 'awaiting-finance') return { stage: peek.stage, amendmentId: peek.amendmentId };",
    '  const { payload } = await jwtVerify(raw, key, { subject: who });',
    '  return payload;',
    '}',
    'export async function resumeVerified(raw, who) {',
    '  const { payload } = await jwtVerify(raw, key, { subject: who });',
    '  return payload;',
    '}',
  ),
);
write(
  'drafts.js',
  lines(
    "import { createDecipheriv } from 'node:crypto';",
    "const current = Buffer.from(process.env.DRAFT_KEY ?? '', 'base64');",
    "const legacy = Buffer.from(process.env.LEGACY_DRAFT_KEY ?? '', 'base64');",
    "if (current.length !== 32 || legacy.length !== 32) throw new Error('draft keys must hold 32 random bytes');",
    'function openGcm(encoded) {',
    "  const bytes = Buffer.from(encoded, 'base64url');",
    "  const decipher = createDecipheriv('aes-256-gcm', current, bytes.subarray(0, 12));",
    '  decipher.setAuthTag(bytes.subarray(12, 28));',
    "  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));",
    '}',
    'function decryptCbc(bytes) {',
    "  const decipher = createDecipheriv('aes-256-cbc', legacy, bytes.subarray(0, 16));",
    "  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');",
    '}',
    'export function readDraft(token) {',
    '  let draft;',
    "  if (token.startsWith('d2.')) draft = openGcm(token.slice(3));",
    "  else draft = JSON.parse(decryptCbc(Buffer.from(token.slice(3), 'base64url')));",
    '  if (!(draft.exp > Date.now())) throw new Error(\'draft expired\');',
    '  return draft;',
    '}',
  ),
);
write(
  'kms.js',
  lines(
    "import { KMSClient, VerifyMacCommand } from '@aws-sdk/client-kms';",
    'const kms = new KMSClient({});',
    'export async function openWithKms(token) {',
    "  const [body, mac] = token.split('.');",
    "  const { MacValid } = await kms.send(new VerifyMacCommand({ KeyId: process.env.STATE_KEY_ARN, MacAlgorithm: 'HMAC_SHA_256', Message: Buffer.from(body), Mac: Buffer.from(mac, 'base64url') }));",
    "  if (MacValid !== true) throw new Error('state signature');",
    "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    '}',
  ),
);

/** A 2.x tool handing the client's state (the server has no verify hook) to `call`. */
const tool = (module: string, name: string, call: string) =>
  lines(
    `import { ${name} } from './${module}';`,
    'export function register(server) {',
    "  server.registerTool('amend', {}, async (args, ctx) => {",
    `    const state = await ${call};`,
    "    return { content: [{ type: 'text', text: String(state?.step) }] };",
    '  });',
    '}',
  );
const helperRead = (helper: string, specifier: string, column: number, endColumn: number) => ({
  messageId: 'unverifiedStateHelper' as const,
  data: { helper, specifier, sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
  line: 4,
  column,
  endLine: 4,
  endColumn,
});

testRule('require-sealed-state', rule, {
  valid: [
    { name: 'a helper that only verifies', filename: path('verified.js'), code: tool('resume.js', 'resumeVerified', 'resumeVerified(ctx.mcpReq.requestState(), ctx.http.authInfo.extra.userId)') },
    { name: 'a key service checking the MAC before the body is read', filename: path('kms-tool.js'), code: tool('kms.js', 'openWithKms', 'openWithKms(ctx.mcpReq.requestState())') },
  ],
  invalid: [
    {
      name: 'a JWT peeked at before it is verified, on a path that returns what it read',
      filename: path('amend.js'),
      code: tool('resume.js', 'resumeAmendment', 'resumeAmendment(ctx.mcpReq.requestState(), ctx.http.authInfo.extra.userId)'),
      errors: [helperRead('resumeAmendment', './resume.js', 25, 99)],
    },
    {
      name: 'a legacy draft decrypted without authentication, beside an AES-GCM open',
      filename: path('intake.js'),
      code: tool('drafts.js', 'readDraft', 'readDraft(ctx.mcpReq.requestState())'),
      errors: [helperRead('readDraft', './drafts.js', 25, 61)],
    },
  ],
});
