// The request-state codecs of a Next.js survey app: the key is derived with HKDF, but two binds name no user.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { hkdfSync } from 'node:crypto';

const deriveKey = (label: string): Uint8Array => new Uint8Array(hkdfSync('sha256', process.env.ENCRYPTION_KEY as string, '', label, 32));

export type DeleteConfirmation = { tool: string; surveyId: string };

/** Delete confirmations: bound, says the comment, "to the method they were minted for". */
export const confirmCodec = createRequestStateCodec<DeleteConfirmation>({
  key: deriveKey('surveys.mcp.confirm.v1'),
  ttlSeconds: 300,
  bind: (ctx) => ctx.mcpReq.method, // expect: require-state-binding
});

/** The import wizard: a fixed label keeps old and new wizard states apart. */
export const wizardCodec = createRequestStateCodec<{ step: number; fileId?: string }>({
  key: deriveKey('surveys.mcp.wizard.v1'),
  bind: () => 'survey-import-wizard', // expect: require-state-binding
});

/** Exports: bound to the signed-in user. */
export const exportCodec = createRequestStateCodec<{ tool: string; format: string }>({
  key: deriveKey('surveys.mcp.export.v1'),
  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? ''),
});
