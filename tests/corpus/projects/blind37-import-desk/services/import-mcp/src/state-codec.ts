import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '@import-desk/shared/config';

export interface ImportRound {
  tool: 'bulk_import';
  step: 'credentials' | 'mapping';
  importId: string;
  dataset: 'customers' | 'orders' | 'products';
  remotePath: string;
  mapping?: Record<string, string>;
  sftp?: { host: string; port: number; username: string; password: string };
}

type Ctx = { http?: { authInfo?: { extra?: Record<string, unknown> } } };

export function userOf(ctx: Ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('request has no authenticated user');
  return id;
}

export const importState = createRequestStateCodec<ImportRound>({
  key: config.stateKey, // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => `import-desk:${userOf(ctx)}`,
});
