import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { AppConfig } from '../config.js';
import { clientFor, type CalendarEvent } from '../calendar.js';
import { codecFor, invalidState, principalOf } from '../state/codec.js';

const TOOL = 'find_free_slot';
const MAX_PAGES_PER_ROUND = 3;

interface SlotState {
  tool: typeof TOOL;
  durationMinutes: number;
  searchFrom: string;
  searchUntil: string;
  /** Google's pagination cursor for events.list; opaque, carries no authority. */
  pageToken?: string;
  tokenBudget: number;
}

function firstGap(events: CalendarEvent[], from: number, until: number, minutes: number): Date | null {
  let cursor = from;
  for (const ev of events) {
    const start = Date.parse(ev.start.dateTime ?? `${ev.start.date}T00:00:00Z`);
    const end = Date.parse(ev.end.dateTime ?? `${ev.end.date}T00:00:00Z`);
    if (start - cursor >= minutes * 60_000) return new Date(cursor);
    cursor = Math.max(cursor, end);
  }
  return until - cursor >= minutes * 60_000 ? new Date(cursor) : null;
}

export function registerFindSlot(server: McpServer, config: AppConfig): void {
  const codec = codecFor<SlotState>(config, TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Find the first free slot of a given length in the next days',
      inputSchema: z.object({ durationMinutes: z.number().int().min(15).max(480), withinDays: z.number().int().min(1).max(30) }),
      annotations: { readOnlyHint: true },
    },
    async ({ durationMinutes, withinDays }, ctx) => {
      const calendar = clientFor(config, principalOf(ctx));
      if (!calendar) return { isError: true, content: [{ type: 'text', text: 'Link your Google calendar first.' }] };

      const raw = ctx.mcpReq.requestState<string>();
      let state: SlotState;
      if (raw) {
        try {
          state = await codec.verify(raw, ctx);
        } catch {
          return invalidState();
        }
        if (state.tool !== TOOL || state.durationMinutes !== durationMinutes || Date.parse(state.searchUntil) <= Date.now()) {
          return invalidState();
        }
        const go = acceptedContent<{ keepLooking: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (!go?.keepLooking) return { content: [{ type: 'text', text: 'Stopped looking.' }] };
      } else {
        const now = Date.now();
        state = {
          tool: TOOL,
          durationMinutes,
          searchFrom: new Date(now).toISOString(),
          searchUntil: new Date(now + withinDays * 86_400_000).toISOString(),
          tokenBudget: 4,
        };
      }

      const events: CalendarEvent[] = [];
      let pageToken = state.pageToken;
      for (let page = 0; page < MAX_PAGES_PER_ROUND; page++) {
        const res = await calendar.listBusy(state.searchFrom, state.searchUntil, pageToken);
        events.push(...res.items);
        pageToken = res.nextPageToken;
        if (!pageToken) break;
      }

      const slot = firstGap(events, Date.parse(state.searchFrom), Date.parse(state.searchUntil), durationMinutes);
      if (slot) return { content: [{ type: 'text', text: `Free from ${slot.toISOString()} for ${durationMinutes} minutes.` }] };
      if (!pageToken || state.tokenBudget <= 1) return { content: [{ type: 'text', text: 'No free slot found.' }] };

      const next: SlotState = { ...state, pageToken, tokenBudget: state.tokenBudget - 1 };
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: 'Your calendar is busy; keep looking further ahead?',
            requestedSchema: { type: 'object', properties: { keepLooking: { type: 'boolean' } }, required: ['keepLooking'] },
          }),
        },
        requestState: await codec.mint(next, ctx),
      });
    },
  );
}
