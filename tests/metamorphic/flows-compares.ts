// Base flows for compared secrets (issue 42, point 4): a MAC or a secret compared in a way whose time depends on how
// much of it matches, in each form a comparison can take (a search in a list of candidate MACs, startsWith,
// Buffer.compare, localeCompare) and with the secret read by each runtime's environment reader (Deno.env.get,
// Bun.env, import.meta.env, a Worker's bindings). Each leak has a silent look-alike of the same shape.
import type { Expectation, Flow, Helper, Import } from './variants.js';

const CRYPTO: Import = { from: 'node:crypto', names: ['createHmac', 'createHash', 'timingSafeEqual'] };
const DECLINED = "{ isError: true, content: [{ type: 'text', text: 'signature refused' }] }";
const CONFIRMED = "{ content: [{ type: 'text', text: `Confirmed ${args.booking}` }] }";

interface SignatureCheck {
  readonly name: string;
  readonly about: string;
  /** Module-level statements: the keys. */
  readonly preamble: string;
  /** What the expected value is, computed from `booking` (a helper's body returns it; inline it is `const expected = …`). */
  readonly expected: string;
  /** A boolean expression of `expected` and `signature` that is true when the signature is accepted. */
  readonly accepts: string;
  readonly expect: readonly Expectation[];
}

/**
 * A tool that confirms a booking only when the client's signature over it matches: the expected value is computed by
 * one helper, compared by another, and both are written into the handler inline.
 */
function signatureFlow(spec: SignatureCheck): Flow {
  const helpers: Helper[] = [
    { name: 'expectedFor', params: [['booking', 'string']], body: `return ${spec.expected};` },
    {
      name: 'signatureMatches',
      params: [['booking', 'string'], ['signature', 'string']],
      body: `const expected = $h.expectedFor(booking);\nreturn ${spec.accepts};`,
    },
  ];
  return {
    name: spec.name,
    about: spec.about,
    sdk: 'both',
    imports: [CRYPTO],
    preamble: spec.preamble,
    helpers,
    tool: { name: 'confirm_booking', fields: ['booking', 'signature'] },
    handler: [`if (!$h.signatureMatches(args.booking, args.signature)) return ${DECLINED};`, `return ${CONFIRMED};`].join('\n'),
    inline: {
      handler: [
        'const booking = args.booking;',
        'const signature = args.signature;',
        `const expected = ${spec.expected};`,
        `if (!(${spec.accepts})) return ${DECLINED};`,
        `return ${CONFIRMED};`,
      ].join('\n'),
    },
    expect: spec.expect,
  };
}

const ROTATED_KEYS = 'const BOOKING_KEYS = [process.env.BOOKING_KEY, process.env.BOOKING_KEY_PREVIOUS];';
const ONE_KEY = 'const BOOKING_KEY = process.env.BOOKING_KEY;';
const MACS_UNDER_EVERY_KEY = "BOOKING_KEYS.map((key) => createHmac('sha256', key).update(booking).digest('hex'))";
const MAC = "createHmac('sha256', BOOKING_KEY).update(booking).digest('hex')";
/** Bytes to base64 one character at a time, as code without `Buffer` does. */
const PER_BYTE_BASE64 = ['function toBase64(bytes) {', "  let text = '';", '  for (const byte of bytes) text += String.fromCharCode(byte);', '  return btoa(text);', '}'].join('\n');
const PUBLIC_DIGEST = "createHash('sha256').update(booking).digest('hex')";

interface EnvironmentCheck {
  readonly name: string;
  readonly about: string;
  /** How the helper reads the value compared with the caller's token. */
  readonly read: string;
  readonly imports?: readonly Import[];
  readonly expect: readonly Expectation[];
  readonly except?: readonly string[];
}

/** A tool that runs only for an operator: the caller's bearer token compared with a value the environment holds. */
function environmentFlow(spec: EnvironmentCheck): Flow {
  const purged = "return { content: [{ type: 'text', text: `Purged ${args.scope}` }] };";
  return {
    name: spec.name,
    about: spec.about,
    sdk: 'both',
    imports: spec.imports ?? [],
    helpers: [{ name: 'isOperator', params: [['token', 'string']], body: `return token === ${spec.read};` }],
    tool: { name: 'purge_cache', fields: ['scope'] },
    handler: [`if (!$h.isOperator($TOKEN)) return ${DECLINED};`, purged].join('\n'),
    inline: { handler: [`if ($TOKEN !== ${spec.read}) return ${DECLINED};`, purged].join('\n') },
    expect: spec.expect,
    ...(spec.except && { except: spec.except }),
  };
}

const tokenLeak = (at: string, atInline: string): Expectation[] => [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeCompare', at, atInline }];

// `import.meta` is no syntax in a CommonJS module: the flows that read it are not written as CommonJS
const NOT_COMMONJS = ['cjs', 'cjs-assembled'];


/**
 * The signature handed to a project function that compares its two parameters: a leak only for what the call passes,
 * so it is reported at the call wherever the function lives (inline: a closure of the handler).
 */
function comparedByHelperFlow(name: string, about: string, compare: string, expect: readonly Expectation[]): Flow {
  return {
    name,
    about,
    sdk: 'both',
    imports: [CRYPTO],
    preamble: ONE_KEY,
    helpers: [
      { name: 'expectedFor', params: [['booking', 'string']], body: `return ${MAC};` },
      { name: 'sameText', params: [['a', 'string'], ['b', 'string']], body: `return ${compare};` },
    ],
    tool: { name: 'confirm_booking', fields: ['booking', 'signature'] },
    handler: ['const expected = $h.expectedFor(args.booking);', `if (!$h.sameText(expected, args.signature)) return ${DECLINED};`, `return ${CONFIRMED};`].join('\n'),
    inline: {
      handler: [
        `const sameText = (a, b) => ${compare};`,
        'const booking = args.booking;',
        `if (!sameText(${MAC}, args.signature)) return ${DECLINED};`,
        `return ${CONFIRMED};`,
      ].join('\n'),
    },
    expect,
  };
}

export const COMPARE_FLOWS: readonly Flow[] = [
  comparedByHelperFlow('mac-compared-by-helper', 'The MAC and the signature handed to a function that compares its two parameters with ===.', 'String(a) === String(b)', [
    { rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeCompareThrough', at: '$h.sameText(expected, args.signature)', atInline: 'sameText(createHmac' },
  ]),
  comparedByHelperFlow('mac-lengths-by-helper', 'The same function comparing the lengths of its parameters only: lengths of MACs are public.', 'String(a).length === String(b).length', []),
  signatureFlow({
    name: 'mac-list-includes',
    about: 'Key rotation: the signature is looked up with includes() in the MACs under every key, each search leaking.',
    preamble: ROTATED_KEYS,
    expected: MACS_UNDER_EVERY_KEY,
    accepts: 'expected.includes(signature)',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeSearch', at: 'expected.includes(signature)' }],
  }),
  signatureFlow({
    name: 'mac-list-constant-time',
    about: 'Key rotation done right: each candidate MAC compared with timingSafeEqual after a length check.',
    preamble: ROTATED_KEYS,
    expected: MACS_UNDER_EVERY_KEY,
    accepts: 'expected.some((mac) => mac.length === signature.length && timingSafeEqual(Buffer.from(mac), Buffer.from(signature)))',
    expect: [],
  }),
  signatureFlow({
    name: 'mac-every-character',
    about: 'The signature walked one character at a time with every(), which stops at the first that differs.',
    preamble: ONE_KEY,
    expected: MAC,
    accepts: 'signature.length === expected.length && [...signature].every((c, i) => c === expected[i])',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeElementwise', at: 'c === expected[i]' }],
  }),
  signatureFlow({
    name: 'mac-xor-every-character',
    about: 'Every character XOR-ed and the differences OR-ed together: constant time, silent.',
    preamble: ONE_KEY,
    expected: MAC,
    accepts: 'signature.length === expected.length && [...signature].reduce((diff, c, i) => diff | (c.charCodeAt(0) ^ expected.charCodeAt(i)), 0) === 0',
    expect: [],
  }),
  signatureFlow({
    name: 'mac-starts-with',
    about: 'The signature is accepted when the MAC starts with it: startsWith stops at the first differing character.',
    preamble: ONE_KEY,
    expected: MAC,
    accepts: 'expected.startsWith(signature)',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeSearch', at: 'expected.startsWith(signature)' }],
  }),
  signatureFlow({
    name: 'digest-starts-with',
    about: 'The same startsWith on an unkeyed hash of the booking the client sent: nothing secret to leak.',
    preamble: ONE_KEY,
    expected: PUBLIC_DIGEST,
    accepts: 'expected.startsWith(signature)',
    expect: [],
  }),
  signatureFlow({
    name: 'mac-buffer-compare',
    about: 'Buffer.compare of the MAC and the signature tested against 0: it stops at the first differing byte.',
    preamble: ONE_KEY,
    expected: MAC,
    accepts: 'Buffer.compare(Buffer.from(expected), Buffer.from(signature)) === 0',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeCompare', at: 'Buffer.compare(Buffer.from(expected), Buffer.from(signature)) === 0' }],
  }),
  signatureFlow({
    name: 'double-mac-buffer-compare',
    about: 'Buffer.compare of two MACs computed here (the double-HMAC pattern): the client controls neither side.',
    preamble: ONE_KEY,
    expected: MAC,
    accepts: "Buffer.compare(createHmac('sha256', BOOKING_KEY).update(expected).digest(), createHmac('sha256', BOOKING_KEY).update(signature).digest()) === 0",
    expect: [],
  }),
  signatureFlow({
    name: 'mac-base64-per-byte',
    about: 'The MAC written out one character per byte (text += String.fromCharCode(byte)) and base64-encoded, compared with ===.',
    preamble: `${ONE_KEY}\n${PER_BYTE_BASE64}`,
    expected: "toBase64(createHmac('sha256', BOOKING_KEY).update(booking).digest())",
    accepts: 'expected === signature',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeCompare', at: 'expected === signature' }],
  }),
  signatureFlow({
    name: 'digest-base64-per-byte',
    about: 'The same per-byte base64 of an unkeyed hash of the booking the client sent: nothing secret to leak.',
    preamble: `${ONE_KEY}\n${PER_BYTE_BASE64}`,
    expected: "toBase64(createHash('sha256').update(booking).digest())",
    accepts: 'expected === signature',
    expect: [],
  }),
  signatureFlow({
    name: 'mac-locale-compare',
    about: 'localeCompare of the MAC and the signature tested against 0: a string comparison that stops early.',
    preamble: ONE_KEY,
    expected: MAC,
    accepts: 'expected.localeCompare(signature) === 0',
    expect: [{ rule: 'no-timing-unsafe-compare', messageId: 'timingUnsafeCompare', at: 'expected.localeCompare(signature) === 0' }],
  }),
  signatureFlow({
    name: 'booking-locale-compare',
    about: 'localeCompare of two values the client sent: nothing secret on either side.',
    preamble: ONE_KEY,
    expected: 'booking.trim()',
    accepts: 'expected.localeCompare(signature) === 0',
    expect: [],
  }),
  environmentFlow({
    name: 'deno-env-token',
    about: "The caller's token compared with !== with a secret Deno.env.get reads.",
    read: "Deno.env.get('OPERATOR_TOKEN')",
    expect: tokenLeak("token === Deno.env.get('OPERATOR_TOKEN')", "$TOKEN !== Deno.env.get('OPERATOR_TOKEN')"),
  }),
  environmentFlow({
    name: 'deno-env-public',
    about: "The caller's token compared with a Deno.env.get value whose name holds no secret.",
    read: "Deno.env.get('OPERATOR_REGION')",
    expect: [],
  }),
  environmentFlow({
    name: 'bun-env-token',
    about: "The caller's token compared with !== with a secret of Bun.env.",
    read: 'Bun.env.OPERATOR_TOKEN',
    expect: tokenLeak('token === Bun.env.OPERATOR_TOKEN', '$TOKEN !== Bun.env.OPERATOR_TOKEN'),
  }),
  environmentFlow({
    name: 'bun-env-public',
    about: "The caller's token compared with a Bun.env value whose name holds no secret.",
    read: 'Bun.env.OPERATOR_REGION',
    expect: [],
  }),
  environmentFlow({
    name: 'import-meta-env-token',
    about: "The caller's token compared with !== with a secret of import.meta.env.",
    read: 'import.meta.env.OPERATOR_TOKEN',
    expect: tokenLeak('token === import.meta.env.OPERATOR_TOKEN', '$TOKEN !== import.meta.env.OPERATOR_TOKEN'),
    except: NOT_COMMONJS,
  }),
  environmentFlow({
    name: 'import-meta-env-public',
    about: "The caller's token compared with an import.meta.env value whose name holds no secret.",
    read: 'import.meta.env.OPERATOR_REGION',
    expect: [],
    except: NOT_COMMONJS,
  }),
  environmentFlow({
    name: 'worker-env-token',
    about: "The caller's token compared with !== with a secret binding of a Cloudflare Worker.",
    read: 'env.OPERATOR_TOKEN',
    imports: [{ from: 'cloudflare:workers', names: ['env'] }],
    expect: tokenLeak('token === env.OPERATOR_TOKEN', '$TOKEN !== env.OPERATOR_TOKEN'),
  }),
  environmentFlow({
    name: 'worker-env-public',
    about: "The caller's token compared with a Worker binding whose name holds no secret.",
    read: 'env.OPERATOR_REGION',
    imports: [{ from: 'cloudflare:workers', names: ['env'] }],
    expect: [],
  }),
];
