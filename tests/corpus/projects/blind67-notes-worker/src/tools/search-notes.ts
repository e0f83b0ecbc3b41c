import { z } from 'zod';
import type { NotesMCP } from '../agent.js';
import type { Note } from '../types.js';

export function registerSearchNotes(agent: NotesMCP): void {
  agent.server.registerTool(
    'search_notes',
    {
      description: 'Find notes whose title, body or tags contain the query',
      inputSchema: z.object({ query: z.string().min(1), limit: z.number().int().min(1).max(50).default(10) }),
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }) => {
      const needle = query.toLowerCase();
      const { keys } = await agent.env.NOTES.list({ prefix: `${agent.space}:note:` });
      const hits: Note[] = [];
      for (const { name } of keys) {
        const note = await agent.env.NOTES.get<Note>(name, 'json');
        if (!note) continue;
        const haystack = `${note.title}\n${note.body}\n${note.tags.join(' ')}`.toLowerCase();
        if (haystack.includes(needle)) hits.push(note);
        if (hits.length >= limit) break;
      }
      const text = hits.length
        ? hits.map((n) => `- ${n.id}: ${n.title} [${n.tags.join(', ')}]`).join('\n')
        : `No notes match "${query}".`;
      return { content: [{ type: 'text', text }] };
    },
  );
}
