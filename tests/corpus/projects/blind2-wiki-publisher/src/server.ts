import * as z from 'zod/v4';
import { McpServer, StdioServerTransport, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { userInfo } from 'node:os';
import { WIKI_API_TOKEN, WIKI_API_URL } from './env.js';
import { StateSigner } from './signing.js';

// stdio server, started by the editor for the signed-in OS account
const LOCAL_USER = `local:${userInfo().username}`;

async function wiki<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${WIKI_API_URL}${path}`, {
    ...init,
    headers: { authorization: `Token ${WIKI_API_TOKEN}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`wiki ${path}: ${res.status}`);
  return (await res.json()) as T;
}

const server = new McpServer({ name: 'wiki-publisher', version: '0.3.0' }, { capabilities: { tools: {} } });

const publishSchema = z.object({ draftId: z.string(), space: z.string() });

server.registerTool(
  'publish_page',
  {
    description: 'Publish a draft to a wiki space, replacing the live page',
    inputSchema: publishSchema,
    annotations: { destructiveHint: true },
  },
  async (args, ctx) => {
    const binding = { user: LOCAL_USER, tool: 'publish_page', args };
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const draft = await wiki<{ title: string; revision: number; liveRevision: number | null }>(
        `/drafts/${encodeURIComponent(args.draftId)}`,
      );
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: draft.liveRevision
              ? `Replace live "${draft.title}" (rev ${draft.liveRevision}) in ${args.space} with this draft?`
              : `Publish "${draft.title}" to ${args.space}?`,
            requestedSchema: { type: 'object', properties: { publish: { type: 'boolean' } }, required: ['publish'] },
          }),
        },
        requestState: StateSigner.sign({ revision: draft.revision }, binding),
      });
    }

    const opened = StateSigner.verify<{ revision: number }>(token, binding);
    if (!opened.ok) {
      return { isError: true, content: [{ type: 'text', text: `Cannot continue (${opened.why}); please ask again.` }] };
    }
    const answer = acceptedContent<{ publish: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.publish) return { content: [{ type: 'text', text: 'Left as a draft.' }] };

    const page = await wiki<{ url: string }>(`/drafts/${encodeURIComponent(args.draftId)}/publish`, {
      method: 'POST',
      body: JSON.stringify({ space: args.space, expectedRevision: opened.data.revision }),
    });
    return { content: [{ type: 'text', text: `Published: ${page.url}` }] };
  },
);

await server.connect(new StdioServerTransport());
