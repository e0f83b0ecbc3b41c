/**
 * Shared types for the request-state kit. Kept free of runtime imports so the
 * app can pull them in with `import type`.
 */

export enum StateVersion {
  V1 = "ak1",
}

export enum StateKind {
  ExpenseApproval = "expense-approval",
  LedgerSync = "ledger-sync",
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export namespace Claims {
  /**
   * Registered claims carried by every envelope. Like JWT, `iat` and `exp`
   * are whole seconds since the epoch.
   */
  export interface Registered {
    v: StateVersion;
    sub: string;
    tool: string;
    kind: StateKind;
    iat: number;
    exp: number;
  }

  export type With<TData extends object> = Registered & { data: TData };

  export type DataOf<TClaims> = TClaims extends With<infer D> ? D : never;
}

export interface SealerOptions {
  secret: string | Uint8Array;
  ttlSeconds?: number;
  clock?: Clock;
  version?: StateVersion;
}

/** A sealed token remembers the shape of what it carries, for the compiler's sake only. */
export type Sealed<TData extends object> = string & { readonly __data?: TData };

export interface Sealer {
  seal<TData extends object>(kind: StateKind, sub: string, tool: string, data: TData): Sealed<TData>;
  open<TData extends object>(token: Sealed<TData> | string): Claims.With<TData>;
  peek<TData extends object>(token: Sealed<TData> | string): Claims.With<TData> | undefined;
}
