// Reusable class mixins and method decorators for dispatch tools (paging cursors, timing, scope checks).
// @ts-nocheck
import { ToolFailure } from './base.js';

type Ctor<T = {}> = abstract new (...args: any[]) => T;

export function Paginated<TBase extends Ctor>(Base: TBase) {
  abstract class PaginatedTool extends Base {
    #pageSize = 50;

    get pageSize(): number {
      return this.#pageSize;
    }

    set pageSize(value: number) {
      this.#pageSize = Math.min(Math.max(1, Math.trunc(value)), 500);
    }

    protected encodeCursor(position: Record<string, unknown>): string {
      return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
    }

    protected decodeCursor(cursor?: string) {
      if (!cursor) return undefined;
      return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    }
  }
  return PaginatedTool;
}

export function timed(label?: string) {
  return function (method, context: ClassMethodDecoratorContext) {
    const op = label ?? String(context.name);
    return async function (this: any, ...args) {
      const started = performance.now();
      try {
        return await method.apply(this, args);
      } finally {
        this.deps?.log?.debug({ tool: this.name, op, ms: Math.round(performance.now() - started) }, 'tool step timing');
      }
    };
  };
}

export function requiresScope(scope: string) {
  return function (method) {
    return async function (this: any, args, ctx) {
      if (!this.scopesOf(ctx).includes(scope)) {
        throw new ToolFailure(`You need the ${scope} permission for ${this.name}.`);
      }
      return method.call(this, args, ctx);
    };
  };
}
