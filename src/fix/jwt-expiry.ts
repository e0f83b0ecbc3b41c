import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Node } from '../analysis/syntax/ast.js';
import { addProperty } from './text-edits.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The library a JWT is signed with: jose's `new SignJWT(…)…sign(key)`, or jsonwebtoken's `jwt.sign(claims, key, options)`. */
/** A token library whose expiry the fixes write: jose, jsonwebtoken, and @hapi/iron (whose `ttl` is in milliseconds). */
export type JwtLibrary = 'jose' | 'jsonwebtoken' | 'iron';

/** A lifetime as jose writes it: `'10m'`, or `'450s'` (without the quotes). */
export function joseDuration(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60}m` : `${seconds}s`;
}

/** A lifetime as the library takes it: `'10m'` for jose, `600` (seconds) for jsonwebtoken, `600000` (milliseconds) for iron. */
export function jwtLifetimeText(library: JwtLibrary, seconds: number): string {
  if (library === 'iron') return String(seconds * 1000);
  return library === 'jose' ? `'${joseDuration(seconds)}'` : String(seconds);
}

/** What gives a token its expiry: `.setExpirationTime('10m')` for jose, `expiresIn: 600` for jsonwebtoken, `ttl: 600000` for iron. */
export function jwtExpiryText(library: JwtLibrary, seconds: number): string {
  if (library === 'iron') return `ttl: ${jwtLifetimeText(library, seconds)}`;
  return library === 'jose' ? `.setExpirationTime(${jwtLifetimeText(library, seconds)})` : `expiresIn: ${jwtLifetimeText(library, seconds)}`;
}

export interface JwtExpiryRequest {
  readonly library: JwtLibrary;
  /** jose: the final `.sign(key)`; jsonwebtoken: `jwt.sign(claims, key)`. */
  readonly call: TSESTree.CallExpression;
  /** jsonwebtoken's options argument when it is there (an object literal gets the property), else the call. */
  readonly options: Node;
  /** From {@link jwtExpiryText}. */
  readonly text: string;
}

/**
 * Gives a JWT its expiry: jose's builder call goes before `.sign(key)`; jsonwebtoken's `expiresIn` becomes the last
 * property of the options object literal, or a new options argument after the key (`jwt.sign(claims, key)` →
 * `jwt.sign(claims, key, { expiresIn: 600 })`).
 */
export function addJwtExpiry(sourceCode: SourceCode, request: JwtExpiryRequest): TSESLint.ReportFixFunction {
  const { library, call, options, text } = request;
  return (fixer) => {
    if (library === 'jose') {
      const callee = call.callee as TSESTree.MemberExpression;
      const dot = sourceCode.getTokenBefore(callee.property)!;
      return fixer.insertTextBefore(dot, text);
    }
    if (options.type === 'ObjectExpression') return addProperty(sourceCode, fixer, options, text);
    // iron's options are whole (`Iron.defaults`): its own are spread into a copy that sets the lifetime
    if (library === 'iron') return fixer.replaceText(options, `{ ...${sourceCode.getText(options)}, ${text} }`);
    return fixer.insertTextAfter(call.arguments[1]!, `, { ${text} }`);
  };
}
