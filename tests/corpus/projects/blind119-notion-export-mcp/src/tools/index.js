// Registers the tool list and dispatches tool calls with the caller's user id and Notion token.
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { EXPORT_PAGE, exportPage } from './export-page.js';
import { WHOAMI, whoami } from './whoami.js';

const handlers = new Map([
  [EXPORT_PAGE.name, exportPage],
  [WHOAMI.name, whoami],
]);

export function installTools(server, lookupNotionToken) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [EXPORT_PAGE, WHOAMI] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers.get(request.params.name);
    if (!handler) {
      return { resultType: 'complete', isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) return { resultType: 'complete', isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    const notionToken = await lookupNotionToken(userId);
    if (!notionToken) {
      return { resultType: 'complete', isError: true, content: [{ type: 'text', text: 'Connect Notion first at /connect.' }] };
    }
    return handler(request.params, { userId, notionToken, clientId: extra.authInfo.clientId });
  });
}
