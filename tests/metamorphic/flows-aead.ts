// Base flows of authenticated encryption for the metamorphic suite (session 74): an AES-256-GCM box whose opener hands
// the decipher the tag but never calls `final()`, where Node checks it (a forged box is read), and the same opener that
// does. Written with the types of variants.ts.
import type { Expectation, Flow } from './variants.js';

const BOOKED = "{ content: [{ type: 'text', text: `Booked ${saved.city}` }] }";
const OPENED = "JSON.parse(decipher.update(body).toString('utf8'))";
const FINISHED = "JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'))";
const SEAL_BODY = [
  'const iv = randomBytes(12);',
  "const cipher = createCipheriv('aes-256-gcm', BOX_KEY, iv);",
  "const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);",
  "return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');",
].join('\n');
const openBody = (opened: string) =>
  [
    "const [iv, tag, body] = token.split('.').map((part) => Buffer.from(part, 'base64url'));",
    "const decipher = createDecipheriv('aes-256-gcm', BOX_KEY, iv);",
    'decipher.setAuthTag(tag);',
    `return ${opened};`,
  ].join('\n');

function boxFlow(name: string, about: string, opened: string, expect: readonly Expectation[]): Flow {
  const state = "{ step: 'pick-date', city: args.city, userId: $USER, tool: 'plan_trip', exp: Date.now() + 300000 }";
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'node:crypto', names: ['createCipheriv', 'createDecipheriv', 'randomBytes'] }],
    preamble: "const BOX_KEY = Buffer.from(process.env.STATE_BOX_KEY ?? '', 'base64');\nif (BOX_KEY.length !== 32) throw new Error('STATE_BOX_KEY must hold 32 bytes');",
    helpers: [
      { name: 'sealBox', params: [['state', 'Record<string, unknown>']], body: SEAL_BODY },
      { name: 'openBox', params: [['token', 'string']], body: openBody(opened) },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      `if (raw === undefined) return $ASK($h.sealBox(${state}));`,
      'const saved = $h.openBox(raw);',
      "if (saved.userId !== $USER || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) throw new Error('requestState refused');",
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      preamble: "const BOX_KEY = Buffer.from(process.env.STATE_BOX_KEY ?? '', 'base64');\nif (BOX_KEY.length !== 32) throw new Error('STATE_BOX_KEY must hold 32 bytes');",
      handler: [
        'const raw = $STATE;',
        'if (raw === undefined) {',
        '  const iv = randomBytes(12);',
        "  const cipher = createCipheriv('aes-256-gcm', BOX_KEY, iv);",
        `  const sealed = Buffer.concat([cipher.update(JSON.stringify(${state}), 'utf8'), cipher.final()]);`,
        "  return $ASK([iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.'));",
        '}',
        "const [iv, tag, body] = raw.split('.').map((part) => Buffer.from(part, 'base64url'));",
        "const decipher = createDecipheriv('aes-256-gcm', BOX_KEY, iv);",
        'decipher.setAuthTag(tag);',
        `const saved = ${opened};`,
        "if (saved.userId !== $USER || saved.tool !== 'plan_trip' || saved.exp <= Date.now()) throw new Error('requestState refused');",
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

export const AEAD_FLOWS: readonly Flow[] = [
  boxFlow('aead-tag-never-checked', 'An AES-256-GCM box opened with the tag set but no final(): the tag is never checked.', OPENED, [
    // (the state is first taken apart unverified, for the box's nonce and tag)
    { rule: 'require-sealed-state', messageId: 'unverifiedRead', at: "token.split('.')", atInline: "raw.split('.')", use: '$h.openBox(raw)' },
  ]),
  boxFlow('aead-tag-checked', "The same box whose opener calls the decipher's final(), which throws on a wrong tag.", FINISHED, []),
];
