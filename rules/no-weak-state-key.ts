import type { TSESTree } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import { getPropertyName, skipValueWrappers } from '../src/analysis/syntax/index.js';
import {
  findKeyParameterSites,
  findKeySites,
  jwtRegistrationKeySites,
  getMcpFile,
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
  | 'predictableKeyHelper'
  | 'publicKey'
  | 'publicKeyHelper'
  | 'publicRingKey'
  | 'publicRingKeyHelper';
type Options = [{ allowPerProcessKey?: boolean }];

/** What a file that hands a key to a helper spells: the key or secret it passes (`secret:`, `STATE_KEY`, `signingKey`). */
const KEY_WORDS = ['key', 'Key', 'KEY', 'secret', 'Secret', 'SECRET'];

/** What a module that hands a key to code that encrypts names (`crypto.subtle.importKey`, `createCipheriv`). */
const KEY_SITE_NAMES = ['importKey', 'createCipheriv', 'createDecipheriv'];

const KEY_USES: Record<KeyUse, string> = {
  hmac: 'HMAC key',
  'request-state-codec': 'request-state codec key',
  'state-sealer': 'state sealer key',
  jwt: 'JWT signing key',
  'sealing-password': 'sealing password',
  'webcrypto-import': 'imported secret key',
  cipher: 'encryption key',
};

const LOAD = `load ${MIN_KEY_BYTES}+ random bytes from the environment`;
const FAIL = 'fail at startup instead';

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
      literalKey: `This {{use}} is written in the source code{{size}}, so anyone who reads it can forge state; ${LOAD}.`,
      literalFallback: `This {{use}} falls back to {{fallback}} when {{source}} is not set, a key anyone can guess; ${FAIL}.`,
      shortKey: `This {{use}} has only {{bits}} random bits, fewer than the ${MIN_KEY_BYTES * 8} a SHA-256 HMAC needs; ${LOAD}.`,
      predictableKey: `This {{use}} comes from Math.random() or Date.now(), which an attacker can guess; ${LOAD}.`,
      literalKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', written in the source code for anyone to read; ${LOAD}.`,
      literalFallbackHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which falls back to {{fallback}} when {{source}} is not set; ${FAIL}.`,
      shortKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which has only {{bits}} random bits (${MIN_KEY_BYTES * 8} needed); ${LOAD}.`,
      predictableKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', made by Math.random() or Date.now(), so it can be guessed; ${LOAD}.`,
      publicKey: `This {{use}} is made only from literals and public facts (host, process, package, clock), so anyone can derive it; ${LOAD}.`,
      publicKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', made of literals and public facts (host, pid, package, clock); ${LOAD}.`,
      publicRingKey: 'This {{use}} is looked up among keys one of which is made only of literals and public facts, so anyone can sign with it; remove that key.',
      publicRingKeyHelper: `This {{use}} is '{{helper}}' from '{{specifier}}', which looks it up among keys one of which is made of literals and public facts; remove that key.`,
      perProcessKey: `This {{use}} is made at random at startup, so other instances (and this one after a restart) cannot open its state; share one key from the environment.`,
      shortFallback: `This {{use}} falls back to a per-process key of only {{bits}} random bits when {{source}} is not set; ${FAIL}.`,
      predictableFallback: `This {{use}} falls back to a key made from Math.random() or Date.now() when {{source}} is not set; ${FAIL}.`,
      perProcessFallback: `This {{use}} falls back to a random per-process key when {{source}} is not set, so other instances cannot open its state; ${FAIL}.`,
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
    // a key may also reach signing code through a helper of another module that takes it as a parameter, where the file
    // names a key or a secret, or a secret of the environment may be read here or in a module it imports (a config object
    // passed whole); what its imports say is read only then
    const mayPassKeys = () =>
      (vocabulary.spellsAny(KEY_WORDS) || provenance.mayReadSecretEnvironment()) && (provenance.importsMayComputeMacs() || provenance.importsMention(KEY_SITE_NAMES));
    const hasKeySites = mayHaveKeySites(vocabulary);
    if (!hasKeySites && !mayPassKeys()) return {};
    const mcp = getMcpFile(sourceCode, provenance);
    const allowPerProcessKey = context.options[0]?.allowPerProcessKey !== false;

    // a weak key another module makes is one problem however often this file uses it (the same way): reported at the
    // first use
    const reportedHelpers = new Set<string>();

    function report(site: KeySite, weakness: KeyFinding): void {
      // `await stateKey()`: the call that gives the key, as where the call is not awaited
      const node = site.node.type === 'AwaitExpression' ? site.node.argument : site.node;
      const use = KEY_USES[site.use];
      const fallback = 'fallback' in weakness ? weakness.fallback : undefined;
      const source = fallback?.source ?? 'the configured key';
      const helper = helperNamed(site, weakness.helper);
      const named = helper ? { helper: helper.name, specifier: helper.specifier } : {};
      if (helper?.specifier) {
        const problem = `${weakness.reason}\0${helper.specifier}\0${sourceCode.getText(site.key).replace(/\s+/g, '')}`;
        if (reportedHelpers.has(problem)) return;
        reportedHelpers.add(problem);
      }
      const messageId = <Id extends 'literalKey' | 'literalFallback' | 'shortKey' | 'predictableKey'>(id: Id) => (helper ? (`${id}Helper` as const) : id);
      switch (weakness.reason) {
        case 'literal': {
          const size = weakness.bytes !== undefined && weakness.bytes < MIN_KEY_BYTES ? ` and is only ${weakness.bytes} bytes long` : '';
          context.report({ node, messageId: messageId('literalKey'), data: { use, size, ...named } });
          return;
        }
        case 'literal-fallback':
          context.report({
            node,
            messageId: messageId('literalFallback'),
            data: {
              use,
              fallback: weakness.empty ? 'an empty string' : weakness.publicFacts ? 'public facts (host, process, package)' : 'a literal written in the source code',
              source: weakness.source ?? 'the configured key',
              ...named,
            },
          });
          return;
        case 'short':
          context.report({
            node,
            messageId: fallback ? 'shortFallback' : messageId('shortKey'),
            data: { use, bits: String(weakness.bits), source, ...named },
          });
          return;
        case 'predictable':
          context.report({ node, messageId: fallback ? 'predictableFallback' : messageId('predictableKey'), data: { use, source, ...named } });
          return;
        case 'public-derivation':
          context.report({ node, messageId: helper ? 'publicKeyHelper' : 'publicKey', data: { use, ...named } });
          return;
        case 'public-ring-key':
          context.report({ node, messageId: helper ? 'publicRingKeyHelper' : 'publicRingKey', data: { use, ...named } });
          return;
        case 'per-process':
          if (!allowPerProcessKey) context.report({ node, messageId: fallback ? 'perProcessFallback' : 'perProcessKey', data: { use, source } });
          return;
      }
    }

    /**
     * The helper a key comes from, as this file spells it: a member of a config object another module makes is named by
     * the member path read here (`config.state.key`) and the module its root comes from; unnamed when no module shows.
     */
    function helperNamed(site: KeySite, helper: KeyFinding['helper']): KeyFinding['helper'] {
      const key = skipValueWrappers(site.key);
      let root: TSESTree.Node = key;
      while (root.type === 'MemberExpression') root = skipValueWrappers(root.object);
      if (key.type !== 'MemberExpression' || root.type !== 'Identifier') return helper?.specifier ? helper : undefined;
      // a function that makes the key (`gateSigningKey`) names it better than the member that holds it
      if (helper?.specifier && helper.name !== getPropertyName(key)) return helper;
      const specifier = helper?.specifier || provenance.of(root).foreign?.specifier;
      const text = sourceCode.getText(key);
      return specifier ? { name: text.length <= 48 ? text : (helper?.name ?? text.slice(0, 48)), specifier } : undefined;
    }

    // a key made in one place and used by the sealer and the opener is reported once, at its first use
    const reportedKeys = new Set<object>();
    return {
      'CallExpression, NewExpression'(call: TSESTree.CallExpression | TSESTree.NewExpression) {
        const direct = hasKeySites && call.type === 'CallExpression' ? [...findKeySites(provenance, call), ...jwtRegistrationKeySites(mcp, call)] : [];
        // `makeSealer({ secret: … })`, `importHmacKey(raw)`, `new Vault(key)`: a parameter the summary makes a key
        const passed = direct.length > 0 ? [] : findKeyParameterSites(mcp, call);
        for (const site of [...direct, ...passed]) {
          const weakness = findKeyWeakness(provenance, sourceCode, site);
          if (!weakness || (weakness.madeAt && reportedKeys.has(weakness.madeAt))) continue;
          // whether a key made per process breaks the state is told at the key's own site, not at a helper's call
          if (weakness.reason === 'per-process' && !direct.includes(site)) continue;
          if (weakness.madeAt) reportedKeys.add(weakness.madeAt);
          report(site, weakness);
        }
      },
    };
  },
});
