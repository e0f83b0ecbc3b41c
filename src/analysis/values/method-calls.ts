import type { TSESTree } from '@typescript-eslint/utils';
import { describeCryptoMethod, describeEncoderMethod } from './crypto.js';
import type { Evaluate, Provenance } from './provenance-model.js';
import { describeRequestMethodCall } from './request-input.js';
import { describeValueMethod } from './value-operators.js';
import { cookieOfHeaderMatch, cookieOfHeaderSearch } from './cookie-header.js';

/** What `receiver.method(…)` returns, from what the receiver is: a crypto object, request input, an encoder, a string or array. */
export function describeMethodCall(receiver: Provenance, method: string, call: TSESTree.CallExpression, evaluate: Evaluate): Provenance | undefined {
  if (receiver.cryptoObject) return describeCryptoMethod(receiver, method, call, evaluate);
  const [first] = call.arguments;
  const firstValue = first && first.type !== 'SpreadElement' ? evaluate(first) : undefined;
  const firstString = firstValue?.kind === 'literal' && typeof firstValue.literalValue === 'string' ? firstValue.literalValue : undefined;
  const requestInput = describeRequestMethodCall(receiver, method, firstString, call);
  if (requestInput) return requestInput;
  return (
    cookieOfHeaderMatch(receiver, method, call, evaluate) ??
    cookieOfHeaderSearch(receiver, method, call) ??
    describeEncoderMethod(receiver, method, call, evaluate) ??
    describeValueMethod(receiver, method, call, evaluate)
  );
}
