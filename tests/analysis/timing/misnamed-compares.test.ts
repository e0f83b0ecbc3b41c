import { describe, expect, it } from 'vitest';
import { constantTimeNamesIn, isConstantTimeName } from '../../../src/analysis/timing/misnamed-compares.js';

describe('isConstantTimeName', () => {
  it.each([
    'timingSafeEqual',
    'timingSafeCompare',
    'safeCompare',
    'secureCompare',
    'safeEqual',
    'safeEq',
    'secureEquals',
    'constantTimeCompare',
    'constantTimeEquals',
    'constTimeEq',
    'timeSafeCompare',
    'safe_str_cmp',
    'SECURE_COMPARE',
    'constant_time_compare',
    'isTimingSafe',
  ])('%s is named constant-time', (name) => {
    expect(isConstantTimeName(name)).toBe(true);
  });

  it.each(['isEqual', 'compare', 'unsafeEqual', 'insecureCompare', 'safeParse', 'secureRandom', 'timeout', 'safeHtml', 'constantTimeout'])(
    '%s is not',
    (name) => {
      expect(isConstantTimeName(name)).toBe(false);
    },
  );
});

describe('constantTimeNamesIn', () => {
  it('finds the whole words that are constant-time names, once each', () => {
    const text = 'function safeCompare(a, b) {}\nconst x = obj.#secureEquals; safeCompare(x); const safeParse = 1; // unsafeEqual';
    expect([...constantTimeNamesIn(text)].sort()).toEqual(['safeCompare', 'secureEquals']);
  });

  it('finds nothing in a file without a qualifier, nor in a long blob', () => {
    expect(constantTimeNamesIn('export const isEqual = (a, b) => a === b;').size).toBe(0);
    expect(constantTimeNamesIn(`const blob = '${'ab'.repeat(50_000)}safeEqual${'cd'.repeat(50_000)}';`).size).toBe(0);
  });
});
