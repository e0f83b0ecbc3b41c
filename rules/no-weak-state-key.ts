import { analyzeFile } from '../src/analysis/index.js';
import {
  findKeySites,
  findKeyWeakness,
  mayHaveKeySites,
  MIN_KEY_BYTES,
  type KeySite,
  type KeyUse,
  type KeyFinding,
} from '../src/analysis/mcp/index.js';
import { createRule } from '../src/create-rule.js';

type MessageIds =
  | 'literalKey'
  | 'literalFallback'
  | 'shortKey'
  | 'predictableKey'
  | 'perProcessKey'
  | 'shortFallback'
  | 'predictableFallback'
  | 'perProcessFallback'
  | 'literalKeyHelper'
  | 'literalFallbackHelper'
  | 'shortKeyHelper'
  | 'predictableKeyHelper';
type Options = [{ allowPerProcessKey?: boolean }];

const KEY_USES: Record<KeyUse, string> = {
  hmac: 'HMAC key',
  'request-state-codec': 'request-state codec key',
  'state-sealer': 'state sealer key',
  jwt: 'JWT signing key',
  'webcrypto-import': 'imported secret key',
};

const WHERE_FROM = `load it from an environment variable or a secret manager holding at least ${MIN_KEY_BYTES} random bytes (\`openssl rand -base64 32\`)`;

export default createRule<MessageIds, Options>({
  name: 'no-weak-state-key',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow hard-coded, short or guessable keys for sealing request state and computing HMACs',
      recommended: 'recommended',
      strictOptions: { allowPerProcessKey: false },
    },
    messages: {
      literalKey: `This {{use}} is written in the source code{{size}}, so anyone who can read the code can forge what it signs; ${WHERE_FROM}.`,
      literalFallback: `This {{use}} falls back to {{fallback}} when {{source}} is not set, so a misconfigured deployment signs with a key anyone can guess; fail at startup instead, and ${WHERE_FROM}.`,
      shortKey: `This {{use}} has only {{bits}} random bits, fewer than the ${MIN_KEY_BYTES * 8} a SHA-256 HMAC needs; ${WHERE_FROM}.`,
      predictableKey: `This {{use}} comes from Math.random() or Date.now(), which an attacker can guess; ${WHERE_FROM}.`,
      literalKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which is written in the source code, so anyone who can read the code can forge what it signs; ${WHERE_FROM}.`,
      literalFallbackHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which falls back to {{fallback}} when {{source}} is not set, so a misconfigured deployment signs with a key anyone can guess; fail at startup instead, and ${WHERE_FROM}.`,
      shortKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which has only {{bits}} random bits, fewer than the ${MIN_KEY_BYTES * 8} a SHA-256 HMAC needs; ${WHERE_FROM}.`,
      predictableKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which comes from Math.random() or Date.now(), which an attacker can guess; ${WHERE_FROM}.`,
      perProcessKey: `This {{use}} is made at random when the process starts, so another instance behind the load balancer (or this one after a restart) cannot open the state it sealed; ${WHERE_FROM}, shared by every instance.`,
      shortFallback: `This {{use}} falls back to a key of only {{bits}} random bits, made anew by each process, when {{source}} is not set; fail at startup instead, and ${WHERE_FROM}.`,
      predictableFallback: `This {{use}} falls back to a key made from Math.random() or Date.now() when {{source}} is not set, which an attacker can guess; fail at startup instead, and ${WHERE_FROM}.`,
      perProcessFallback: `This {{use}} falls back to a key made at random when the process starts if {{source}} is not set, so another instance behind the load balancer (or this one after a restart) cannot open the state it sealed; fail at startup instead, and ${WHERE_FROM}, shared by every instance.`,
    },
    schema: [
      {
        type: 'object',
        properties: {
          allowPerProcessKey: {
            type: 'boolean',
            description:
              'Allow a request-state key made with randomBytes() when the process starts (fine for a single long-lived process; the strict config forbids it).',
          },
        },
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ allowPerProcessKey: true }],
  create(context) {
    const { sourceCode, provenance, vocabulary } = analyzeFile(context);
    if (!mayHaveKeySites(vocabulary)) return {};
    const allowPerProcessKey = context.options[0]?.allowPerProcessKey !== false;

    function report(site: KeySite, weakness: KeyFinding): void {
      const use = KEY_USES[site.use];
      const fallback = 'fallback' in weakness ? weakness.fallback : undefined;
      const source = fallback?.source ?? 'the configured key';
      const { helper } = weakness;
      const named = helper ? { helper: helper.name, specifier: helper.specifier } : {};
      const messageId = <Id extends 'literalKey' | 'literalFallback' | 'shortKey' | 'predictableKey'>(id: Id) => (helper ? (`${id}Helper` as const) : id);
      switch (weakness.reason) {
        case 'literal': {
          const size = weakness.bytes !== undefined && weakness.bytes < MIN_KEY_BYTES ? ` and is only ${weakness.bytes} bytes long` : '';
          context.report({ node: site.node, messageId: messageId('literalKey'), data: { use, size, ...named } });
          return;
        }
        case 'literal-fallback':
          context.report({
            node: site.node,
            messageId: messageId('literalFallback'),
            data: {
              use,
              fallback: weakness.empty ? 'an empty string' : 'a literal written in the source code',
              source: weakness.source ?? 'the configured key',
              ...named,
            },
          });
          return;
        case 'short':
          context.report({
            node: site.node,
            messageId: fallback ? 'shortFallback' : messageId('shortKey'),
            data: { use, bits: String(weakness.bits), source, ...named },
          });
          return;
        case 'predictable':
          context.report({ node: site.node, messageId: fallback ? 'predictableFallback' : messageId('predictableKey'), data: { use, source, ...named } });
          return;
        case 'per-process':
          if (!allowPerProcessKey) context.report({ node: site.node, messageId: fallback ? 'perProcessFallback' : 'perProcessKey', data: { use, source } });
          return;
      }
    }

    return {
      CallExpression(call) {
        for (const site of findKeySites(provenance, call)) {
          const weakness = findKeyWeakness(provenance, sourceCode, site);
          if (weakness) report(site, weakness);
        }
      },
    };
  },
});
