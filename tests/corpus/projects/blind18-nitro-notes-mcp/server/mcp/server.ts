import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec, STATE_FORMAT_PREFIX, type HandlerCtx, type SealedPayload } from '../utils/state-codec';
import { DRAFT_PREFIX } from '../utils/drafts';
import { registerShareNote } from './tools/share-note';
import { registerDeleteNotebook } from './tools/delete-notebook';
import { registerImportNotes } from './tools/import-notes';

/**
 * What handlers get from `ctx.mcpReq.requestState()`:
 * - sealed: HMAC-verified by the SDK codec, bound to user + method, 5 min TTL
 * - draft: a random handle; the record (owner, tool, expiry) lives server-side
 */
export type VerifiedState = ({ kind: 'sealed' } & SealedPayload) | { kind: 'draft'; handle: string };

export function buildServer(): McpServer {
  const codec = stateCodec();

  const server = new McpServer(
    { name: 'notes', version: '0.9.0' },
    {
      capabilities: { tools: {} },
      requestState: {
        async verify(raw: string, ctx: HandlerCtx): Promise<VerifiedState> {
          if (raw.startsWith(DRAFT_PREFIX)) return { kind: 'draft', handle: raw };
          if (!raw.startsWith(STATE_FORMAT_PREFIX)) throw new Error('unsupported requestState format');
          const payload = await codec.verify(raw, ctx);
          return { kind: 'sealed', ...payload };
        },
      },
    },
  );

  registerShareNote(server);
  registerDeleteNotebook(server);
  registerImportNotes(server);
  return server;
}
