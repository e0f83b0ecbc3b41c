import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { addJwtExpiry, joseDuration, jwtExpiryText, jwtLifetimeText, type JwtLibrary } from '../../src/fix/jwt-expiry.js';
import { fixOutputs } from './probe.js';

describe('lifetimes', () => {
  it.each([
    [600, '10m'],
    [60, '1m'],
    [3600, '60m'],
    [450, '450s'],
  ])('jose writes %i seconds as %s', (seconds, text) => {
    expect(joseDuration(seconds)).toBe(text);
  });

  it('writes the lifetime and the expiry as each library takes them', () => {
    expect(jwtLifetimeText('jose', 600)).toBe("'10m'");
    expect(jwtLifetimeText('jsonwebtoken', 600)).toBe('600');
    expect(jwtExpiryText('jose', 450)).toBe(".setExpirationTime('450s')");
    expect(jwtExpiryText('jsonwebtoken', 450)).toBe('expiresIn: 450');
  });
});

/** The code as `addJwtExpiry` leaves it for the outermost `….sign(…)` call (jsonwebtoken's options: its third argument). */
function withExpiry(code: string, library: JwtLibrary): string[] {
  return fixOutputs(code, (context, offer) => ({
    'CallExpression[callee.property.name="sign"]'(call: TSESTree.CallExpression) {
      if (call.parent.type === 'MemberExpression') return;
      const options = library === 'jsonwebtoken' ? (call.arguments[2] ?? call) : call;
      offer(call, addJwtExpiry(context.sourceCode, { library, call, options, text: jwtExpiryText(library, 600) }));
    },
  }));
}

describe('addJwtExpiry', () => {
  it('puts jose’s builder call before .sign(key)', () => {
    expect(withExpiry('t = await new SignJWT(claims).setProtectedHeader(header).sign(key);', 'jose')).toEqual([
      "t = await new SignJWT(claims).setProtectedHeader(header).setExpirationTime('10m').sign(key);",
    ]);
  });

  it('keeps the chain’s line breaks', () => {
    expect(withExpiry('t = await new SignJWT(claims)\n  .setSubject(user)\n  .sign(key);', 'jose')).toEqual([
      "t = await new SignJWT(claims)\n  .setSubject(user)\n  .setExpirationTime('10m').sign(key);",
    ]);
  });

  it('adds expiresIn to jsonwebtoken’s options object', () => {
    expect(withExpiry("t = jwt.sign(claims, key, { algorithm: 'HS256' });", 'jsonwebtoken')).toEqual([
      "t = jwt.sign(claims, key, { algorithm: 'HS256', expiresIn: 600 });",
    ]);
    expect(withExpiry("t = jwt.sign(claims, key, {\n  algorithm: 'HS256',\n});", 'jsonwebtoken')).toEqual([
      "t = jwt.sign(claims, key, {\n  algorithm: 'HS256', expiresIn: 600,\n});",
    ]);
    expect(withExpiry('t = jwt.sign(claims, key, {});', 'jsonwebtoken')).toEqual(['t = jwt.sign(claims, key, { expiresIn: 600 });']);
  });

  it('gives jsonwebtoken an options argument after the key when it has none', () => {
    expect(withExpiry('t = jwt.sign(claims, key);', 'jsonwebtoken')).toEqual(['t = jwt.sign(claims, key, { expiresIn: 600 });']);
  });
});
