import { userInfo } from 'node:os';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { LEGACY_RESPONSES_META, LEGACY_STATE_META, type Step } from '../rounds/dispatcher.js';
import { announceInput, draftAnnouncement, DRAFT_ANNOUNCEMENT } from '../tools/announce.js';
import { cutRelease, cutReleaseInput, cutReleaseJsonSchema, CUT_RELEASE } from '../tools/cutRelease.js';
import type { ServerDeps } from './modern.js';

/**
 * 1.x-protocol front door for clients that have not moved to 2026-07-28 yet.
 * Same tools, same round runner; the state rides in _meta instead of params.
 */

const TOOL_LIST = [
  {
    name: CUT_RELEASE,
    description: 'Find the checkout, choose the version bump, draft release notes, then tag and push.',
    inputSchema: cutReleaseJsonSchema,
    annotations: { destructiveHint: true, openWorldHint: true },
  },
  {
    name: DRAFT_ANNOUNCEMENT,
    description: 'Draft a chat announcement for a release and post it after review.',
    inputSchema: {
      type: 'object',
      properties: { repo: { type: 'string' }, version: { type: 'string' } },
      required: ['repo', 'version'],
    },
    annotations: { openWorldHint: true },
  },
];

interface LegacyExtra {
  authInfo?: { token: string; clientId: string; scopes: string[]; extra?: Record<string, unknown> };
  requestInfo?: unknown;
  sendNotification(notification: { method: string; params: Record<string, unknown> }): Promise<void>;
}

function legacyCaller(extra: LegacyExtra): string {
  if (!extra.authInfo && !extra.requestInfo) return `local:${userInfo().username}`;
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new McpError(ErrorCode.InvalidRequest, 'Authenticated user required');
  return id;
}

export function buildLegacyServer(deps: ServerDeps): Server {
  const server = new Server({ name: 'release-train', version: '0.7.2' }, { capabilities: { tools: {} } });

  const table: Record<string, { parse: (raw: unknown) => any; step: Step<any, any> }> = {
    [CUT_RELEASE]: { parse: (raw) => z.object(cutReleaseInput).parse(raw), step: cutRelease(deps.git, deps.config.remote) },
    [DRAFT_ANNOUNCEMENT]: {
      parse: (raw) => z.object(announceInput).parse(raw),
      step: draftAnnouncement(deps.announcer, deps.config.notesModelHint),
    },
  };

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_LIST }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: rawArgs = {}, _meta } = request.params;
    const entry = table[name];
    if (!entry) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);

    const meta = (_meta ?? {}) as Record<string, unknown>;
    const echoed = meta[LEGACY_STATE_META];
    const progressToken = meta.progressToken as string | number | undefined;
    const ex = extra as unknown as LegacyExtra;

    const result = await deps.run(
      {
        tool: name,
        userId: legacyCaller(ex),
        args: entry.parse(rawArgs),
        inputResponses: (meta[LEGACY_RESPONSES_META] as Record<string, unknown> | undefined) ?? {},
        token: typeof echoed === 'string' ? echoed : undefined,
        legacy: true,
        progress: async (progress, total, message) => {
          if (progressToken === undefined) return;
          await ex.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total, message } });
        },
      },
      entry.step,
    );
    return result as CallToolResult;
  });

  return server;
}
