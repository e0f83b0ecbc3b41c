import { userInfo } from 'node:os';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { bookInstrument, bookShape, BOOK_INSTRUMENT, cancelBooking, cancelShape, CANCEL_BOOKING } from '../tools/booking.js';
import { calibrationShape, runCalibration, RUN_CALIBRATION } from '../tools/calibration.js';
import type { Deps } from './modern.js';
import { LEGACY_RESPONSES_META, LEGACY_STATE_META, type Handler } from './rounds.js';

/**
 * 1.x endpoint for the facility kiosks, whose MCP client predates
 * input_required. Same handlers and the same vault; `_meta` carries the rounds.
 */

interface Entry {
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean };
  parse(raw: unknown): unknown;
  handler: Handler<any, any>;
}

interface Extra {
  authInfo?: { extra?: Record<string, unknown> };
  requestInfo?: unknown;
  sendNotification(n: { method: string; params: Record<string, unknown> }): Promise<void>;
}

function subjectOf(extra: Extra): string {
  if (!extra.authInfo && !extra.requestInfo) return `local:${userInfo().username}`;
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new McpError(ErrorCode.InvalidRequest, 'No authenticated user');
  return id;
}

export function buildLegacyServer(deps: Deps): Server {
  const entries: Record<string, Entry> = {
    [BOOK_INSTRUMENT]: {
      description: 'Estimate instrument time from PROTOCOL.md and book a free slot.',
      inputSchema: { type: 'object', properties: { instrumentId: { type: 'string' } }, required: ['instrumentId'] },
      parse: (raw) => z.object(bookShape).parse(raw),
      handler: bookInstrument(deps.lab),
    },
    [CANCEL_BOOKING]: {
      description: 'Cancel one of your bookings and offer the slot to the waitlist.',
      inputSchema: {
        type: 'object',
        properties: { bookingId: { type: 'string' }, reason: { type: 'string', maxLength: 200 } },
        required: ['bookingId'],
      },
      annotations: { destructiveHint: true },
      parse: (raw) => z.object(cancelShape).parse(raw),
      handler: cancelBooking(deps.lab),
    },
    [RUN_CALIBRATION]: {
      description: 'Take an instrument offline and recalibrate it.',
      inputSchema: { type: 'object', properties: { instrumentId: { type: 'string' } }, required: ['instrumentId'] },
      annotations: { destructiveHint: true },
      parse: (raw) => z.object(calibrationShape).parse(raw),
      handler: runCalibration(deps.lab, deps.board),
    },
  };

  const server = new Server({ name: 'lab-scheduler', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.entries(entries).map(([name, e]) => ({ name, description: e.description, inputSchema: e.inputSchema, annotations: e.annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, rawExtra) => {
    const { name, arguments: rawArgs = {}, _meta } = request.params;
    const entry = entries[name];
    if (!entry) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool ${name}`);

    const extra = rawExtra as unknown as Extra;
    const meta = (_meta ?? {}) as Record<string, unknown>;
    const token = meta[LEGACY_STATE_META];
    const progressToken = meta.progressToken as string | number | undefined;

    const result = await deps.rounds.play(
      {
        tool: name,
        sub: subjectOf(extra),
        args: entry.parse(rawArgs),
        token: typeof token === 'string' ? token : undefined,
        responses: (meta[LEGACY_RESPONSES_META] as Record<string, unknown> | undefined) ?? {},
        legacy: true,
        progress: async (progress, total, message) => {
          if (progressToken === undefined) return;
          await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total, message } });
        },
      },
      entry.handler,
    );
    return result as any;
  });

  return server;
}
