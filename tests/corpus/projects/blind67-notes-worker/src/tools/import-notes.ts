import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { NotesMCP } from '../agent.js';
import { peekRoundState, signRoundState, verifyRoundState } from '../state/round-state.js';
import type { Note } from '../types.js';

const TOOL = 'import_notes';

interface StagedImport {
  stagingKey: string;
  count: number;
}

export function registerImportNotes(agent: NotesMCP): void {
  agent.server.registerTool(
    TOOL,
    {
      description: 'Import notes from a JSON export (an array of {title, body, tags}) at a URL',
      inputSchema: z.object({ url: z.string().url() }),
    },
    async ({ url }, ctx) => {
      const binding = { login: agent.props.login, tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const res = await fetch(url, { headers: { Accept: 'application/json' } });
        if (!res.ok) return { isError: true, content: [{ type: 'text', text: `Fetching ${url} failed: ${res.status}` }] };
        const items = z
          .array(z.object({ title: z.string(), body: z.string(), tags: z.array(z.string()).default([]) }))
          .parse(await res.json());

        const stagingKey = `${agent.space}:staging:${crypto.randomUUID()}`;
        await agent.env.NOTES.put(stagingKey, JSON.stringify(items), { expirationTtl: 3600 });

        const staged: StagedImport = { stagingKey, count: items.length };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Import ${items.length} notes from ${new URL(url).host}? First: "${items[0]?.title ?? '-'}"`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await signRoundState(agent.env, staged, binding),
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) {
        // user said no: drop what we staged so it does not sit in KV for an hour
        const { stagingKey } = peekRoundState<StagedImport>(raw); // expect: require-sealed-state
        if (stagingKey) await agent.env.NOTES.delete(stagingKey);
        return { content: [{ type: 'text', text: 'Import cancelled.' }] };
      }

      const staged = await verifyRoundState<StagedImport>(agent.env, raw, binding);
      if (!staged) return { isError: true, content: [{ type: 'text', text: 'This import expired. Run it again.' }] };

      const items = await agent.env.NOTES.get<Array<Omit<Note, 'id' | 'updatedAt'>>>(staged.stagingKey, 'json');
      if (!items) return { isError: true, content: [{ type: 'text', text: 'The staged import is gone. Run it again.' }] };
      const now = new Date().toISOString();
      for (const item of items) {
        const id = crypto.randomUUID().slice(0, 8);
        await agent.env.NOTES.put(`${agent.space}:note:${id}`, JSON.stringify({ ...item, id, updatedAt: now } satisfies Note));
      }
      await agent.env.NOTES.delete(staged.stagingKey);
      return { content: [{ type: 'text', text: `Imported ${items.length} notes.` }] };
    },
  );
}
