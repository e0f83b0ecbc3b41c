import { syncNotebook, type Call } from './tools/sync';
import { restoreNote } from './tools/restore';

type Step = { progress?: string; done?: Record<string, unknown> };
type Runner = (call: Call) => AsyncGenerator<Step, void, unknown>;

const registry = new Map<string, { runner: Runner; description: string; schema: object }>([
  ['sync_notebook', {
    runner: syncNotebook,
    description: 'Two-way sync of a notebook with Notion',
    schema: { type: 'object', properties: { notebook: { type: 'string' } }, required: ['notebook'] },
  }],
  ['restore_note', {
    runner: restoreNote,
    description: 'Bring a note back from the trash',
    schema: { type: 'object', properties: { noteId: { type: 'string' } }, required: ['noteId'] },
  }],
]);

const users = new Map<string, string>(
  (Bun.env.NOTES_USERS ?? '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]),
);

async function drive(runner: Runner, call: Call) {
  let last: Record<string, unknown> | undefined;
  for await (const step of runner(call)) {
    if (step.progress) console.debug(`[${call.user}] ${step.progress}`);
    if (step.done) last = step.done;
  }
  return last ?? { isError: true, content: [{ type: 'text', text: 'tool produced no result' }] };
}

const reply = (id: unknown, body: object) => Response.json({ jsonrpc: '2.0', id, ...body });

Bun.serve({
  port: Number(Bun.env.PORT ?? 4000),
  async fetch(req) {
    if (new URL(req.url).pathname !== '/mcp' || req.method !== 'POST') return new Response('not found', { status: 404 });
    const bearer = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const user = users.get(bearer);
    if (!user) return new Response('unauthorized', { status: 401 });

    const msg = (await req.json()) as { id?: unknown; method: string; params?: any };
    if (msg.id === undefined) return new Response(null, { status: 202 });

    if (msg.method === 'initialize') {
      return reply(msg.id, { result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'notes-sync', version: '0.2.0' } } });
    }
    if (msg.method === 'tools/list') {
      return reply(msg.id, { result: { tools: [...registry].map(([name, t]) => ({ name, description: t.description, inputSchema: t.schema })) } });
    }
    if (msg.method === 'tools/call') {
      const entry = registry.get(msg.params?.name);
      if (!entry) return reply(msg.id, { error: { code: -32602, message: 'unknown tool' } });
      const result = await drive(entry.runner, {
        user,
        args: msg.params.arguments ?? {},
        inputResponses: msg.params.inputResponses,
        requestState: msg.params.requestState,
      });
      return reply(msg.id, { result: { resultType: 'complete', ...result } });
    }
    return reply(msg.id, { error: { code: -32601, message: 'method not found' } });
  },
});
