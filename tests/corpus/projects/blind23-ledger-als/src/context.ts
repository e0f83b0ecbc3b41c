import { AsyncLocalStorage } from 'node:async_hooks';
import type { Envelope, StateCodec } from './state/codec.js';

export interface Caller {
  userId: string;
  clientId: string;
  scopes: string[];
  token: string;
  expiresAt: number;
}

/** One per HTTP request; created by the requestScope middleware. */
export class RequestContext {
  constructor(
    readonly requestId: string,
    readonly caller: Caller,
    private readonly codec: StateCodec,
  ) {}

  readonly state = {
    issue: <T>(tool: string, data: T): string => this.codec.encode(this.caller.userId, tool, data),

    resume: <T>(tool: string, raw: string | undefined): T | undefined => {
      if (!raw) return undefined;
      const envelope = this.codec.decode<T>(raw);
      if (!envelope || envelope.sub !== this.caller.userId || envelope.tool !== tool) return undefined;
      return envelope.data;
    },

    peek: <T>(raw: string | undefined): Envelope<T> | undefined => (raw ? this.codec.inspect<T>(raw) : undefined),
  };

  hasScope(scope: string): boolean {
    return this.caller.scopes.includes(scope);
  }
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInContext<R>(ctx: RequestContext, fn: () => R): R {
  return storage.run(ctx, fn);
}

export function useRequest(): RequestContext {
  const ctx = storage.getStore();
  if (!ctx) throw new Error('useRequest() called outside a request scope');
  return ctx;
}
