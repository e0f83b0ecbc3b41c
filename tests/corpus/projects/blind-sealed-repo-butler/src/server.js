// Models the repo-butler MCP server (SDK 1.x McpServer) with issue labelling and triage tools.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { mintState } from './state/index.js';
import registerMerge from './tools/merge.js';
import { createGithub } from './github.js';

const github = createGithub(process.env.GITHUB_TOKEN);
const server = new McpServer({ name: 'repo-butler', version: '0.7.0' });

registerMerge(server, github);

server.registerTool(
  'label_issue',
  {
    description: 'Suggest and apply a label to an issue',
    inputSchema: { repo: z.string(), issue: z.number().int(), requestState: z.string().optional(), label: z.string().optional() },
  },
  async ({ repo, issue, requestState, label }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in' }] };
    if (requestState && label) {
      const { suggestions } = jwt.decode(requestState); // expect: require-sealed-state
      if (!suggestions.includes(label)) {
        return { isError: true, content: [{ type: 'text', text: `${label} was not offered.` }] };
      }
      await github.addLabel(repo, issue, label);
      return { content: [{ type: 'text', text: `Labelled #${issue} as ${label}` }] };
    }

    const suggestions = await github.suggestLabels(repo, issue);
    return {
      resultType: 'input_required',
      inputRequests: {
        label: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Pick a label for #${issue}`,
            requestedSchema: { type: 'object', properties: { label: { type: 'string', enum: suggestions } } },
          },
        },
      },
      requestState: mintState({ suggestions, repo, issue }, { userId, tool: 'label_issue' }),
    };
  },
);

server.registerTool(
  'triage_issues',
  {
    description: 'Walk through untriaged issues one by one',
    inputSchema: { repo: z.string() },
  },
  async ({ repo }, extra) => {
    const carried = extra._meta?.requestState;
    const cursor = carried
      ? JSON.parse(Buffer.from(carried, 'base64').toString('utf8')) // expect: require-sealed-state
      : { repo, page: 1, seen: [] };

    const next = await github.untriaged(cursor.repo, cursor.page, cursor.seen);
    if (!next) return { content: [{ type: 'text', text: 'Nothing left to triage.' }] };

    return {
      content: [{ type: 'text', text: `Next up: #${next.number} ${next.title}` }],
      _meta: {
        resultType: 'input_required',
        requestState: Buffer.from(JSON.stringify({ ...cursor, seen: [...cursor.seen, next.number] })).toString('base64'), // expect: require-sealed-state
      },
    };
  },
);

await server.connect(new StdioServerTransport());
