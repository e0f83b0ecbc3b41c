// Models a @modelcontextprotocol/server 2.x server that seals requestState with its own AES-256-GCM helper (user, tool, expiry inside the ciphertext) and opens it before use.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as z from 'zod/v4';
import { shareDocument } from './drive.mjs';

const STATE_KEY = Buffer.from(process.env.STATE_ENCRYPTION_KEY, 'base64');
const TTL_MS = 5 * 60 * 1000;

function encryptState(payload: Record<string, unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', STATE_KEY, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function decryptState(token: string, userId: string, tool: string): Record<string, unknown> | undefined {
  const [iv, tag, sealed] = token.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', STATE_KEY, iv);
    decipher.setAuthTag(tag);
    const state = JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8'));
    if (state.userId !== userId || state.tool !== tool || state.expiresAt < Date.now()) return undefined;
    return state;
  } catch {
    return undefined;
  }
}

export function createServer(): McpServer {
  const server = new McpServer({ name: 'drive', version: '0.4.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'share_document',
    {
      description: 'Share a document with someone outside the organisation',
      inputSchema: z.object({ documentId: z.string(), email: z.string().email() }),
      annotations: { destructiveHint: true },
    },
    async ({ documentId, email }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string;
      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Share ${documentId} with ${email}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
          requestState: encryptState({ documentId, email, userId, tool: 'share_document', expiresAt: Date.now() + TTL_MS }),
        });
      }
      const state = decryptState(raw, userId, 'share_document');
      if (!state || state.documentId !== documentId || state.email !== email) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Not shared.' }] };
      await shareDocument(documentId, email);
      return { content: [{ type: 'text', text: `Shared with ${email}` }] };
    },
  );
  return server;
}
