// requestState codec provider plus helpers that pin state to a tool and its exact arguments.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { APP_CONFIG, API_VERSION, type AppConfig } from '../config/app-config.js';

export const REQUEST_STATE_CODEC = Symbol('REQUEST_STATE_CODEC');
export const STATE_TTL_SECONDS = 300;

export interface BoundState {
  tool: string;
  argsKey: string;
  apiVersion: string;
  draft?: string;
}

export function principalOf(ctx): string {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('requestState needs an authenticated principal');
  }
  return userId;
}

export const requestStateCodecProvider = {
  provide: REQUEST_STATE_CODEC,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    createRequestStateCodec<BoundState>({
      key: config.stateSigningKey,
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => `user:${principalOf(ctx)}`,
    }),
};

export function canonicalArgs(args: Record<string, unknown>): string {
  const sortValue = (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortValue(value[k])]))
      : Array.isArray(value)
        ? value.map(sortValue)
        : value;
  return JSON.stringify(sortValue(args ?? {}));
}

export function bindingFor(tool: string, args: Record<string, unknown>, extra: Partial<BoundState> = {}): BoundState {
  return { ...extra, tool, argsKey: canonicalArgs(args), apiVersion: API_VERSION };
}

export function matchesBinding(state: BoundState | undefined, tool: string, args: Record<string, unknown>): boolean {
  return (
    !!state &&
    state.tool === tool &&
    state.argsKey === canonicalArgs(args) &&
    state.apiVersion === API_VERSION
  );
}
