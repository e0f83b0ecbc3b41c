// Base flows of reads of the client's state for the metamorphic suite (session 61): a JWT's claims decoded by hand
// before its verify, which a branch that returns first hands on (a forged token releases any hold), and the same decode
// only logged there. Written with the types of variants.ts.
import type { Expectation, Flow } from './variants.js';

const BOOKED = "{ content: [{ type: 'text', text: `Booked ${saved.city}` }] }";
const CANCELLED = "{ content: [{ type: 'text', text: 'Cancelled.' }] }";
const PEEK = "JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))";

/** A handler that peeks at the JWT's claims with `jwt.decode`; `declined` is what the branch before the verify does with them. */
function earlyDecodeFlow(name: string, about: string, peek: string, declined: string, expect: readonly Expectation[]): Flow {
  const handler = (peekCall: string, readCall: string) =>
    [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK(jwt.sign({ city: args.city, holdId: args.city, sub: $USER, tool: 'plan_trip' }, JWT_KEY, { expiresIn: '10m' }));",
      `const peeked = ${peekCall};`,
      'if (args.cancel) {',
      `  ${declined}`,
      `  return ${CANCELLED};`,
      '}',
      `const saved = ${readCall};`,
      "if (saved.sub !== $USER || saved.tool !== 'plan_trip') throw new Error('requestState refused');",
      `return ${BOOKED};`,
    ].join('\n');
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'jsonwebtoken', default: 'jwt' }],
    serverImports: [{ from: 'jsonwebtoken', default: 'jwt' }],
    preamble: 'const JWT_KEY = process.env.STATE_JWT_SECRET;\nconst holds = new Map();',
    helpers: [
      { name: 'peekTrip', params: [['token', 'string']], body: `return ${peek};` },
      { name: 'readTrip', params: [['token', 'string']], body: "return jwt.verify(token, JWT_KEY, { algorithms: ['HS256'] });" },
    ],
    tool: { name: 'plan_trip', fields: ['city', 'cancel'] },
    handler: handler('$h.peekTrip(raw)', '$h.readTrip(raw)'),
    inline: {
      preamble: 'const JWT_KEY = process.env.STATE_JWT_SECRET;\nconst holds = new Map();',
      handler: handler(peek.replace('token.', 'raw.'), "jwt.verify(raw, JWT_KEY, { algorithms: ['HS256'] })"),
    },
    expect,
  };
}

export const READ_FLOWS: readonly Flow[] = [
  earlyDecodeFlow(
    'decoded-before-verify-handed-on',
    "A JWT's claims decoded by hand before its verify and handed to a release of holds in a branch that returns first.",
    PEEK,
    'holds.delete(peeked?.holdId);',
    [{ rule: 'require-sealed-state', messageId: 'unverifiedRead', at: "JSON.parse(Buffer.from(token.split('.')[1]", use: '$h.peekTrip(raw)', atInline: "JSON.parse(Buffer.from(raw.split('.')[1]" }],
  ),
  earlyDecodeFlow(
    'decoded-before-verify-logged',
    'The same decode, only logged in that branch: nothing to report.',
    PEEK,
    "console.warn('cancelled a trip of', peeked?.sub);",
    [],
  ),
];
