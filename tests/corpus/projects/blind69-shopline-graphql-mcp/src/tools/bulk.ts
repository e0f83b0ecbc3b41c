// export_orders: starts a bulk order export and reports back when the platform has finished it.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerId, verifiedState } from '../state.js';

const EXPORT = 'export_orders';

const RUN_BULK = /* GraphQL */ `
  mutation RunBulk($query: String!) {
    bulkOperationRunQuery(query: $query) {
      bulkOperation { id status }
      userErrors { field message }
    }
  }
`;

const POLL_BULK = /* GraphQL */ `
  query Poll($id: ID!) {
    node(id: $id) { ... on BulkOperation { id status errorCode objectCount url } }
  }
`;

const CANCEL_BULK = /* GraphQL */ `
  mutation Cancel($id: ID!) {
    bulkOperationCancel(id: $id) { userErrors { message } }
  }
`;

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const say = (text: string) => ({ content: [{ type: 'text', text }] });

function ordersQuery(args) {
  const filters = [`created_at:>=${args.createdFrom}`, `created_at:<=${args.createdTo}`];
  if (args.financialStatus) filters.push(`financial_status:${args.financialStatus}`);
  const search = JSON.stringify(filters.join(' AND '));
  return `{ orders(query: ${search}) { edges { node { id name createdAt displayFinancialStatus totalPriceSet { shopMoney { amount currencyCode } } customer { id } lineItems { edges { node { sku quantity } } } } } } }`;
}

function askToWait(message: string, requestState: string) {
  return inputRequired({
    inputRequests: {
      check: inputRequired.elicit({
        message,
        requestedSchema: {
          type: 'object',
          properties: { keepWaiting: { type: 'boolean', title: 'Check again', default: true } },
          required: ['keepWaiting'],
        },
      }),
    },
    requestState,
  });
}

export function registerBulkTools(server, deps) {
  const { shops, graphql, handles, codecFor } = deps;

  server.registerTool(
    EXPORT,
    {
      description: 'Export orders in a date range as JSONL. Long exports run in the background; you will be asked to check back.',
      inputSchema: {
        createdFrom: z.string().date(),
        createdTo: z.string().date(),
        financialStatus: z.enum(['paid', 'pending', 'refunded', 'partially_refunded']).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      const shop = await shops.forUser(userId);
      if (!shop) return fail('Your account is not staff on any installed shop.');
      if (!shop.canExportOrders) return fail('You do not have permission to export orders.');

      let state;
      try {
        state = await verifiedState(codecFor, EXPORT, ctx);
      } catch {
        return fail('This export reference expired or was altered; start a new export.');
      }

      if (!state) {
        const started = await graphql(shop, RUN_BULK, { query: ordersQuery(args) });
        const problems = started.bulkOperationRunQuery.userErrors;
        if (problems.length) return fail(problems.map((p) => p.message).join('; '));
        const op = started.bulkOperationRunQuery.bulkOperation;
        const handle = await handles.create({ userId, shopId: shop.id, tool: EXPORT, operationId: op.id, createdAt: Date.now() });
        const requestState = await codecFor(EXPORT).mint({ handle, apiVersion: shop.apiVersion }, ctx);
        return askToWait(`Export of orders ${args.createdFrom} – ${args.createdTo} started. Check on it now?`, requestState);
      }

      const record = await handles.get(state.handle);
      if (!record || record.userId !== userId || record.shopId !== shop.id || record.tool !== EXPORT) {
        return fail('That export is unknown or has expired.');
      }

      if (!acceptedContent(ctx.mcpReq.inputResponses, 'check')?.keepWaiting) {
        await graphql(shop, CANCEL_BULK, { id: record.operationId });
        await handles.remove(state.handle, record.operationId);
        return say('Export cancelled.');
      }

      const { node: op } = await graphql(shop, POLL_BULK, { id: record.operationId });
      if (op.status === 'COMPLETED') {
        await handles.remove(state.handle, record.operationId);
        if (!op.url) return say('The export finished but matched no orders.');
        return say(`Export finished: ${op.objectCount} objects. Download (link valid for one week): ${op.url}`);
      }
      if (op.status === 'FAILED' || op.status === 'CANCELED' || op.status === 'EXPIRED') {
        await handles.remove(state.handle, record.operationId);
        return fail(`The export ended with status ${op.status}${op.errorCode ? ` (${op.errorCode})` : ''}.`);
      }

      await handles.touch(state.handle);
      const requestState = await codecFor(EXPORT).mint({ handle: state.handle, apiVersion: shop.apiVersion }, ctx);
      return askToWait(`Still ${op.status.toLowerCase()} (${op.objectCount} objects so far). Check again?`, requestState);
    },
  );
}
