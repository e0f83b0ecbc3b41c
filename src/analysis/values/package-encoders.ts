import type { TSESTree } from '@typescript-eslint/utils';
import { isPackageModule, type WellKnownReference } from '../scope/modules.js';
import { isSecretDerived, transformed, type Evaluate, type Provenance } from './provenance-model.js';

/** Words of a package or an export that spell bytes as text: `@stablelib/base64`'s `encode`, `base64-url`'s `escape`, `hex.encode`. */
const ENCODING = /base64|base32|base58|hex|encod|escape|url-?safe/i;

/** Words of an export that reads text back, measures or checks it: `decode`, `unescape`, `encodedLength`, `isValid`. */
const NOT_AN_ENCODER = /decod|unescape|pars|length|size|valid|verif|compar|equal|^is|^has/i;

/**
 * What an export of a package that encodes bytes as text gives for a MAC, a signed token or a secret
 * (`b64.encode(mac)`, `base64url.escape(mac)`, `toHex(mac)`): the same secret spelled otherwise. Known by the words of
 * the package and the export, since no package is read; a node built-in or a global is never one of them. Other
 * arguments are left unknown, as any package call's result is.
 */
export function describePackageEncoder(reference: WellKnownReference, call: TSESTree.CallExpression, evaluate: Evaluate): Provenance | undefined {
  if (!isPackageModule(reference.module)) return undefined;
  const exported = reference.path[reference.path.length - 1] ?? 'default';
  if (NOT_AN_ENCODER.test(exported) || !(ENCODING.test(exported) || (ENCODING.test(reference.module) && /^(?:encode|default|escape|stringify|from|to\w*)$/i.test(exported)))) return undefined;
  const [first] = call.arguments;
  if (!first || first.type === 'SpreadElement') return undefined;
  const value = evaluate(first);
  // (a parameter's: what each call passes, spelled otherwise)
  return isSecretDerived(value) || value.passesParameter !== undefined ? { ...transformed(value, 'string'), origin: call } : undefined;
}
