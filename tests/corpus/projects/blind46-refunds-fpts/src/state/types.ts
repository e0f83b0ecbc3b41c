export interface Binding {
  readonly userId: string;
  readonly tool: string;
}

export interface Envelope<T> {
  readonly data: T;
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
}

export type RefusalReason = 'malformed' | 'signature' | 'expired' | 'user' | 'tool';

export interface Refusal {
  readonly _tag: 'Refusal';
  readonly reason: RefusalReason;
}

export const refusal = (reason: RefusalReason): Refusal => ({ _tag: 'Refusal', reason });

export const STATE_TTL_MS = 10 * 60 * 1000;
