import { z } from 'zod';
import { settings } from '../config.js';
import { defineTool, text } from '../kit/define-tool.js';
import { fetchLogs } from '../platform.js';

// Rough budget so a page of logs does not flood the model's context window.
const approxTokens = (line) => Math.ceil(line.length / 4);

function clip(lines, maxTokens) {
  const out = [];
  let used = 0;
  for (const line of lines) {
    used += approxTokens(line);
    if (used > maxTokens) break;
    out.push(line);
  }
  return out;
}

export const tailLogs = defineTool({
  name: 'tail_logs',
  description: 'Show recent log lines of a service, a page at a time',
  input: z.object({
    service: z.string().regex(/^[a-z0-9-]+$/),
    environment: z.enum(['staging', 'production']),
    minutes: z.number().int().min(1).max(240).default(15),
    maxTokens: z.number().int().min(500).max(20_000).default(4_000),
  }),
  readOnly: true,

  async start({ service, environment, minutes, maxTokens }, turn) {
    const since = new Date(Date.now() - minutes * 60_000).toISOString();
    return page(turn, { service, environment, maxTokens }, { since, shown: 0 });
  },

  async resume({ service, environment, maxTokens }, saved, turn) {
    if (turn.answers.more?.action !== 'accept') return text('Stopped.');
    return page(turn, { service, environment, maxTokens }, saved);
  },
});

async function page(turn, { service, environment, maxTokens }, position) {
  const batch = await fetchLogs(
    service,
    environment,
    { since: position.since, cursor: position.cursor, limit: settings.logPageLines },
    turn.user,
  );
  const lines = clip(batch.lines, maxTokens);
  const shown = position.shown + lines.length;
  const body = lines.join('\n') || '(no log lines)';
  if (!batch.nextCursor) return text(`${body}\n-- end (${shown} lines)`);

  return turn.ask(
    {
      more: {
        method: 'elicitation/create',
        params: { mode: 'form', message: `${body}\n-- ${shown} lines so far. More?`, requestedSchema: { type: 'object', properties: {} } },
      },
    },
    { cursor: batch.nextCursor, since: position.since, shown },
  );
}
