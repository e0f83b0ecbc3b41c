import { describe, expect, it } from 'vitest';
import { bindingText, propertyText } from '../../src/fix/binding-text.js';

describe('propertyText', () => {
  it.each([
    ['userId', 'userId', 'userId'],
    ['userId', 'principalOf(ctx)', 'userId: principalOf(ctx)'],
    ['args', 'args', 'args'],
    ['args', '{ table }', 'args: { table }'],
    ['tool', "'tool'", "tool: 'tool'"],
  ])('%s = %s', (name, value, text) => {
    expect(propertyText(name, value)).toBe(text);
  });
});

describe('bindingText', () => {
  it('writes the user and the tool, shorthand where the value is a variable of that name', () => {
    expect(bindingText({ userId: 'userId', tool: "'deploy'" })).toBe("userId, tool: 'deploy'");
    expect(bindingText({ userId: "'local'", tool: 'tool' })).toBe("userId: 'local', tool");
  });

  it('adds the arguments last when there are any', () => {
    expect(bindingText({ userId: 'userId', tool: "'drop'", args: '{ table }' })).toBe("userId, tool: 'drop', args: { table }");
    expect(bindingText({ userId: 'userId', tool: "'drop'", args: 'args' })).toBe("userId, tool: 'drop', args");
    expect(bindingText({ userId: 'userId', tool: "'drop'", args: undefined })).toBe("userId, tool: 'drop'");
  });
});
