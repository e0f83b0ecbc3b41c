// Models the weather journal MCP server: two multi round-trip tools over Streamable HTTP, state verified by the codec hook.
// @ts-nocheck
import { createServer } from 'node:http';
import { z } from 'zod';
import { McpServer, inputRequired, acceptedContent, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { journalCodec } from './codec.js';
import { journalsOwnedBy, appendEntry, entriesForWeek, currentConditions } from './journals.js';

const userOf = ctx => ctx.http?.authInfo?.extra?.userId as string | undefined;

function buildServer() {
  const server = new McpServer(
    { name: 'weather-journal', version: '0.9.0' },
    { capabilities: { tools: {} }, requestState: { verify: journalCodec.verify } },
  );

  const noteSchema = z.object({ note: z.string().max(500) });

  server.registerTool(
    'log_weather_entry',
    {
      description: 'Record the current weather at a place into your journal, with a note',
      inputSchema: z.object({ location: z.string() }),
    },
    async ({ location }, ctx) => {
      const reply = acceptedContent(ctx.mcpReq.inputResponses, 'note', noteSchema);
      if (!reply) {
        const [journalId] = await journalsOwnedBy(userOf(ctx));
        if (!journalId) return { isError: true, content: [{ type: 'text', text: 'You have no journal yet.' }] };
        return inputRequired({
          inputRequests: { note: inputRequired.elicit({ message: `Any note for ${location}?`, requestedSchema: noteSchema }) },
          requestState: await journalCodec.mint({ tool: 'log_weather_entry', journalId, location }),
        });
      }

      const state = ctx.mcpReq.requestState();
      if (state.tool !== 'log_weather_entry') {
        return { isError: true, content: [{ type: 'text', text: 'State belongs to another tool.' }] };
      }
      const conditions = await currentConditions(state.location);
      const count = await appendEntry(state.journalId, { location: state.location, conditions, note: reply.note, at: new Date().toISOString() });
      return { content: [{ type: 'text', text: `Saved entry #${count}: ${conditions}` }] };
    },
  );

  const weekSchema = z.object({ weekOf: z.string().describe('Monday of the week, YYYY-MM-DD') });

  server.registerTool(
    'summarize_week',
    { description: 'Summarize one week of your weather journal', inputSchema: z.object({}) },
    async (_args, ctx) => {
      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'week', weekSchema);
      if (!picked) {
        const [journalId] = await journalsOwnedBy(userOf(ctx));
        return inputRequired({
          inputRequests: { week: inputRequired.elicit({ message: 'Which week?', requestedSchema: weekSchema }) },
          requestState: await journalCodec.mint({ journalId }), // expect: require-state-binding
        });
      }
      const { journalId } = ctx.mcpReq.requestState();
      const entries = await entriesForWeek(journalId, picked.weekOf);
      const lines = entries.map(e => `${e.at.slice(0, 10)} ${e.location}: ${e.conditions}${e.note ? ` — ${e.note}` : ''}`);
      return { content: [{ type: 'text', text: lines.join('\n') || 'No entries that week.' }] };
    },
  );

  return server;
}

const mcp = createMcpHandler(buildServer);
createServer(toNodeHandler(mcp)).listen(Number(process.env.PORT ?? 3030));
