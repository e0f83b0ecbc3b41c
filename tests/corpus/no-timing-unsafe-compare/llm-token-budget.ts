// Models an LLM agent loop that tracks token budgets and walks lexer tokens — "token" here is never a credential.
// @ts-nocheck
import type { Anthropic } from '@anthropic-ai/sdk';

export interface Budget {
  maxTokens: number;
  maxOutputTokens?: number;
  usedTokens: number;
}

interface LexToken {
  type: 'Identifier' | 'Punctuator' | 'String' | 'EOF';
  value: string;
}

export function remainingTokens(budget: Budget): number {
  return Math.max(0, budget.maxTokens - budget.usedTokens);
}

export function shouldStop(budget: Budget, usage: Anthropic.Usage, stopReason: string | null): boolean {
  const totalTokens = usage.input_tokens + usage.output_tokens;
  if (stopReason === 'max_tokens' || stopReason === 'end_turn') {
    return true;
  }
  if (totalTokens === budget.maxTokens) {
    return true;
  }
  return budget.maxOutputTokens !== undefined && usage.output_tokens >= budget.maxOutputTokens;
}

export function trimHistory(messages: { role: string; tokenCount: number }[], maxTokens: number) {
  let tokenCount = messages.reduce((sum, message) => sum + message.tokenCount, 0);
  const kept = [...messages];
  while (tokenCount > maxTokens && kept.length > 1) {
    const dropped = kept.shift()!;
    tokenCount -= dropped.tokenCount;
    if (kept[0]?.role === 'assistant') {
      tokenCount -= kept.shift()!.tokenCount;
    }
  }
  return kept;
}

export function nextToken(tokens: LexToken[], index: number): LexToken {
  const token = tokens[index];
  if (token === undefined || token.type === 'EOF') {
    return { type: 'EOF', value: '' };
  }
  return token;
}

export function isCallStart(tokens: LexToken[], index: number): boolean {
  const token = nextToken(tokens, index);
  const after = nextToken(tokens, index + 1);
  return token.type === 'Identifier' && after.type === 'Punctuator' && after.value === '(';
}

export function countMatching(tokens: LexToken[], value: string): number {
  return tokens.filter((token) => token.value === value).length;
}

export function budgetFor(model: string): Budget {
  const maxTokens = model === 'claude-sonnet-4-5' ? 200_000 : 100_000;
  return { maxTokens, usedTokens: 0, maxOutputTokens: model.endsWith('-haiku') ? 4096 : undefined };
}

export function sameBudget(a: Budget, b: Budget): boolean {
  return a.maxTokens === b.maxTokens && a.usedTokens === b.usedTokens && a.maxOutputTokens == b.maxOutputTokens;
}
