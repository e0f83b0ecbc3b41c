import type { CallToolResult as CallToolResultV1 } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult as CallToolResultV2 } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { REFUSAL_REASONS, refusal } from '../../src/seal/index.js';

describe('refusal', () => {
  it('is an MCP tool error asking to start again', () => {
    for (const reason of [...REFUSAL_REASONS, undefined]) {
      const result = refusal(reason);
      expect(result.isError).toBe(true);
      expect(result.content).toHaveLength(1);
      expect(result.content[0]?.type).toBe('text');
      expect(result.content[0]?.text).toMatch(/start the action again/);
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    }
  });

  it('names an expired token, and nothing else', () => {
    expect(refusal('expired').content[0]?.text).toMatch(/expired/);
    const others = REFUSAL_REASONS.filter(reason => reason !== 'expired');
    const texts = new Set([...others, undefined].map(reason => refusal(reason).content[0]?.text));
    expect(texts.size).toBe(1);
    const [text = ''] = texts;
    for (const internal of [...REFUSAL_REASONS, 'hmac', 'mac', 'token', 'user id', 'STATE_KEY']) {
      expect(text.toLowerCase()).not.toContain(internal.toLowerCase());
    }
  });

  it('is a CallToolResult of both MCP SDKs (checked by tsc)', () => {
    const v1: CallToolResultV1 = refusal('args');
    const v2: CallToolResultV2 = refusal('args');
    expect(v1).toEqual(v2);
  });

  it('returns a fresh object each time', () => {
    const first = refusal('key');
    first.content[0]!.text = 'changed';
    expect(refusal('key').content[0]?.text).not.toBe('changed');
  });
});
