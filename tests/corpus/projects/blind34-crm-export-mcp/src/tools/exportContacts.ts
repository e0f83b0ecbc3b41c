import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { codec, type RoundState } from '../state.js';
import { getSegment, contactsPage, storeExport, type Contact } from '../crm.js';
import { signDownloadLink } from '../links.js';
import { callerId, callerToken, text, fail, yesNo, plural } from '../util.js';

const TOOL = 'export_contacts';
const PAGES_PER_ROUND = 10;

function serialize(rows: Contact[], format: 'csv' | 'jsonl'): string {
  if (format === 'jsonl') return rows.map((r) => JSON.stringify(r)).join('\n');
  const esc = (v?: string) => (v == null ? '' : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => [r.id, esc(r.email), esc(r.name), esc(r.company)].join(',')).join('\n');
}

export function registerExport(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Export the contacts of a segment. Large segments are exported in rounds; you are asked before each.',
      inputSchema: z.object({ segmentId: z.string(), format: z.enum(['csv', 'jsonl']).default('csv') }),
      annotations: { readOnlyHint: true },
    },
    async ({ segmentId, format }, ctx) => {
      const userToken = callerToken(ctx);
      const st = ctx.mcpReq.requestState<RoundState>();

      // first round: say how big it is and ask
      if (!st) {
        const seg = await getSegment(userToken, segmentId);
        return inputRequired({
          inputRequests: { confirm: yesNo(`Export ${plural(seg.size, 'contact')} of "${seg.name}" as ${format}?`) },
          requestState: await codec.mint(
            { tool: TOOL, step: 'confirm', segmentId, format, total: seg.size, done: 0, parts: [], nextPageToken: null },
            ctx,
          ),
        });
      }

      if (st.tool !== TOOL || st.segmentId !== segmentId) return fail('That state belongs to another request; start again.');
      const ok = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!ok?.confirm) return text(st.parts.length ? `Stopped after ${st.done} contacts.` : 'Export cancelled.');

      // export up to PAGES_PER_ROUND pages from where the last round stopped
      let cursor = st.nextPageToken;
      let rows: Contact[] = [];
      for (let i = 0; i < PAGES_PER_ROUND; i++) {
        const page = await contactsPage(userToken, segmentId, cursor);
        rows = rows.concat(page.items);
        cursor = page.nextPageToken;
        if (!cursor) break;
      }
      const part = await storeExport(userToken, `${segmentId}-${st.parts.length + 1}.${st.format}`, serialize(rows, st.format));
      const parts = [...st.parts, part.fileId];
      const done = st.done + rows.length;

      if (cursor) {
        return inputRequired({
          inputRequests: { confirm: yesNo(`Exported ${done} of ${st.total}. Keep going?`) },
          requestState: await codec.mint(
            { tool: TOOL, step: 'continue', segmentId, format: st.format, total: st.total, done, parts, nextPageToken: cursor },
            ctx,
          ),
        });
      }

      const user = callerId(ctx);
      const links = parts.map((id) => signDownloadLink(id, user));
      return text(`Exported ${plural(done, 'contact')} in ${plural(parts.length, 'file')}:\n${links.join('\n')}`);
    },
  );
}
