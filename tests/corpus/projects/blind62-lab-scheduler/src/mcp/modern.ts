import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { JobBoard, LabApi } from '../lab.js';
import { etagOf } from '../seal/digest.js';
import { bookInstrument, bookShape, BOOK_INSTRUMENT, cancelBooking, cancelShape, CANCEL_BOOKING } from '../tools/booking.js';
import { calibrationShape, runCalibration, RUN_CALIBRATION } from '../tools/calibration.js';
import { acceptedForm, formRequest, roots, type ProgressFn, type Rounds, type Turn } from './rounds.js';

export interface Deps {
  rounds: Rounds;
  lab: LabApi;
  board: JobBoard;
}

interface Ctx {
  mcpReq: {
    inputResponses?: Record<string, unknown>;
    requestState<T = unknown>(): T | undefined;
    _meta?: { progressToken?: string | number };
    notify?(n: { method: string; params: Record<string, unknown> }): Promise<void>;
  };
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export function subjectOf(ctx: Ctx): string {
  if (!ctx.http) return `local:${userInfo().username}`;
  const id = ctx.http.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new Error('lab-scheduler: no authenticated user on this request');
  return id;
}

function progressOf(ctx: Ctx): ProgressFn {
  const progressToken = ctx.mcpReq._meta?.progressToken;
  return async (progress, total, message) => {
    if (progressToken === undefined) return;
    await ctx.mcpReq.notify?.({ method: 'notifications/progress', params: { progressToken, progress, total, message } });
  };
}

function turn<A>(tool: string, args: A, ctx: Ctx): Turn<A> {
  return {
    tool,
    sub: subjectOf(ctx),
    args,
    token: ctx.mcpReq.requestState<string>(),
    responses: ctx.mcpReq.inputResponses ?? {},
    legacy: false,
    progress: progressOf(ctx),
  };
}

// Resource list paging. The cursor is only an offset into a public list, so it
// is plain base64url JSON; a client that edits it just gets another page.
const PAGE = 25;
const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeCursor(cursor: string): number {
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    return Number.isInteger(o) && (o as number) >= 0 ? (o as number) : 0;
  } catch {
    return 0;
  }
}

const PROTOCOL_REVIEW = 'protocol_review';
type ReviewCarry = { stage: 'roots' } | { stage: 'focus'; protocolDir: string };

export function buildModernServer(deps: Deps): McpServer {
  const server = new McpServer(
    { name: 'lab-scheduler', version: '0.9.0' },
    { capabilities: { tools: {}, prompts: {}, resources: { subscribe: true } } },
  );

  server.registerTool(
    BOOK_INSTRUMENT,
    { title: 'Book an instrument', description: 'Estimate instrument time from PROTOCOL.md and book a free slot.', inputSchema: bookShape },
    async (args, ctx: Ctx) => deps.rounds.play(turn(BOOK_INSTRUMENT, args, ctx), bookInstrument(deps.lab)),
  );

  server.registerTool(
    CANCEL_BOOKING,
    {
      title: 'Cancel a booking',
      description: 'Cancel one of your bookings and offer the slot to the waitlist.',
      inputSchema: cancelShape,
      annotations: { destructiveHint: true },
    },
    async (args, ctx: Ctx) => deps.rounds.play(turn(CANCEL_BOOKING, args, ctx), cancelBooking(deps.lab)),
  );

  server.registerTool(
    RUN_CALIBRATION,
    {
      title: 'Run a calibration',
      description: 'Take an instrument offline and recalibrate it. Long-running: follow lab://calibrations/{id}.',
      inputSchema: calibrationShape,
      annotations: { destructiveHint: true },
    },
    async (args, ctx: Ctx) => deps.rounds.play(turn(RUN_CALIBRATION, args, ctx), runCalibration(deps.lab, deps.board)),
  );

  server.registerResource(
    'instruments-page',
    new ResourceTemplate('lab://instruments/page/{cursor}', { list: undefined }),
    { title: 'Instruments', mimeType: 'application/json' },
    async (uri, { cursor }) => {
      const offset = decodeCursor(String(cursor));
      const { items, total } = await deps.lab.instruments(offset, PAGE);
      const next = offset + PAGE < total ? `lab://instruments/page/${encodeCursor(offset + PAGE)}` : null;
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ items, total, next }) }] };
    },
  );

  server.registerResource(
    'calibration',
    new ResourceTemplate('lab://calibrations/{jobId}', {
      list: async (ctx: Ctx) => ({
        resources: deps.board.list(subjectOf(ctx)).map((job) => ({ uri: `lab://calibrations/${job.id}`, name: job.instrumentId })),
      }),
    }),
    { title: 'Calibration job', mimeType: 'application/json' },
    async (uri, { jobId }, ctx: Ctx) => {
      const job = deps.board.get(subjectOf(ctx), String(jobId));
      if (!job) throw new Error(`No calibration ${jobId}`);
      const { owner: _owner, ...shown } = job;
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(shown) }] };
    },
  );

  server.registerPrompt(
    PROTOCOL_REVIEW,
    {
      title: 'Review a protocol',
      description: 'Read PROTOCOL.md from your workspace and review it for an instrument.',
      argsSchema: { instrumentId: z.string() },
    },
    async ({ instrumentId }, ctx: Ctx) =>
      deps.rounds.play<{ instrumentId: string }, ReviewCarry>(
        turn(`prompt:${PROTOCOL_REVIEW}`, { instrumentId }, ctx),
        async (args, r) => {
          if (!r.saved) return r.ask({ workspace: roots() }, { stage: 'roots' });

          if (r.saved.stage === 'roots') {
            const listed = (r.answers.workspace as { roots?: Array<{ uri: string }> } | undefined)?.roots ?? [];
            const dir = listed.find((root) => root.uri.startsWith('file:'));
            if (!dir) throw new Error('protocol_review needs a file: workspace root containing PROTOCOL.md');
            return r.ask(
              {
                focus: formRequest('What should the review focus on?', {
                  focus: { type: 'string', title: 'Focus', enum: ['timing', 'safety', 'reproducibility'], default: 'timing' },
                }),
              },
              { stage: 'focus', protocolDir: fileURLToPath(dir.uri) },
            );
          }

          const focus = acceptedForm<{ focus: string }>(r.answers.focus)?.focus ?? 'timing';
          const protocol = await readFile(join(r.saved.protocolDir, 'PROTOCOL.md'), 'utf8');
          const instrument = await deps.lab.instrument(args.instrumentId);
          return {
            messages: [
              {
                role: 'user',
                content: {
                  type: 'text',
                  text: `Review this protocol for ${instrument.name}, focusing on ${focus}. Point out steps that hold the instrument longer than needed.\n\n${protocol}`,
                },
              },
            ],
          };
        },
      ),
  );

  return server;
}

/** Tell subscribers when the instrument list really changed. */
export function watchInstruments(server: McpServer, lab: LabApi, everyMs = 60_000): () => void {
  let last: string | undefined;
  const timer = setInterval(async () => {
    const first = await lab.instruments(0, PAGE).catch(() => undefined);
    if (!first) return;
    const tag = etagOf(JSON.stringify(first));
    if (tag === last) return;
    last = tag;
    await server.server.sendResourceUpdated({ uri: `lab://instruments/page/${encodeCursor(0)}` }).catch(() => {});
  }, everyMs);
  return () => clearInterval(timer);
}
