import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { PUBLIC_BASE_URL } from '$env/static/public';
import { saveFeedSubscription } from '../db';
import { stateCodec, type StockroomState } from '../state';
import { listFeeds, portalLogin, storeCredentials, subscribeFeed } from '../suppliers';

const TOOL = 'connect_supplier_feed';

const loginRequest = (supplierId: string) =>
  inputRequired.elicit({
    message: `Sign in to the ${supplierId} supplier portal so Stockroom can subscribe to its stock feed.`,
    requestedSchema: {
      type: 'object',
      properties: {
        username: { type: 'string', title: 'Portal username' },
        password: { type: 'string', title: 'Portal password', format: 'password' },
      },
      required: ['username', 'password'],
    },
  });

export function registerConnectFeed(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Connect a supplier feed',
      description: 'Subscribe Stockroom to a supplier’s stock/price feed. Asks for the portal login, then which feed.',
      inputSchema: z.object({ supplierId: z.string() }),
    },
    async ({ supplierId }, ctx) => {
      const userId = String(ctx.http?.authInfo?.extra?.userId ?? '');
      const state = ctx.mcpReq.requestState<StockroomState>();

      // Round 1: no state yet, ask for the portal login.
      if (state === undefined) {
        const login = acceptedContent<{ username: string; password: string }>(ctx.mcpReq.inputResponses, 'login');
        if (!login) {
          return inputRequired({ inputRequests: { login: loginRequest(supplierId) } });
        }

        // Round 2: log in, show the feeds, and keep the login for the subscribe call in round 3.
        const session = await portalLogin(supplierId, login.username, login.password);
        const feeds = await listFeeds(session);
        if (feeds.length === 0) {
          return { content: [{ type: 'text', text: `${supplierId} offers no feeds to this account.` }] };
        }
        return inputRequired({
          inputRequests: {
            feed: inputRequired.elicit({
              message: 'Which feed should Stockroom follow?',
              requestedSchema: {
                type: 'object',
                properties: {
                  feedId: { type: 'string', enum: feeds.map((f) => f.id), enumNames: feeds.map((f) => `${f.name} (${f.format})`) },
                },
                required: ['feedId'],
              },
            }),
          },
          requestState: await stateCodec.mint(
            {
              tool: TOOL,
              step: 'pick-feed',
              supplierId,
              username: login.username,
              password: login.password, // expect: no-secrets-in-state
              feeds: feeds.map((f) => f.id),
            },
            ctx,
          ),
        });
      }

      // Round 3.
      if (state.tool !== TOOL || state.supplierId !== supplierId) {
        return { isError: true, content: [{ type: 'text', text: 'That answer belongs to another request. Start again.' }] };
      }
      const choice = acceptedContent<{ feedId: string }>(ctx.mcpReq.inputResponses, 'feed');
      if (!choice || !state.feeds.includes(choice.feedId)) {
        return { content: [{ type: 'text', text: 'No feed selected; nothing was connected.' }] };
      }

      const session = await portalLogin(state.supplierId, state.username, state.password);
      await subscribeFeed(session, choice.feedId, `${PUBLIC_BASE_URL}/api/webhooks/supplier`);
      const credentialRef = await storeCredentials(state.supplierId, state.username, state.password);
      await saveFeedSubscription(state.supplierId, choice.feedId, credentialRef, userId);
      return { content: [{ type: 'text', text: `Connected ${choice.feedId} from ${state.supplierId}.` }] };
    },
  );
}
