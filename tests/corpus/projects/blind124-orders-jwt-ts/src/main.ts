// Stdio entry point for the orders MCP server with refund and status tools.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { loadStateKeys } from './secrets.js';
import { NonceLedger } from './nonces.js';
import { createStateTokens } from './stateToken.js';
import { OrdersApi } from './orders.js';
import { refundOrder, refundOrderTool } from './tools/refundOrder.js';
import { orderStatus, orderStatusTool } from './tools/pickOrder.js';

const keys = await loadStateKeys();
const tokens = createStateTokens(keys, new NonceLedger());
const orders = new OrdersApi();

// stdio launched by the support console, which sets the operator id per process
const operator = process.env.SUPPORT_OPERATOR_ID;
if (!operator) throw new Error('SUPPORT_OPERATOR_ID must be set by the launcher');

const server = new Server({ name: 'orders', version: '2.1.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [refundOrderTool, orderStatusTool] }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const params = request.params as Parameters<typeof refundOrder>[0];
  switch (params.name) {
    case refundOrderTool.name:
      return (await refundOrder(params, operator, orders, tokens)) as unknown as CallToolResult;
    case orderStatusTool.name:
      return (await orderStatus(params, operator, orders, tokens)) as unknown as CallToolResult;
    default:
      return { isError: true, content: [{ type: 'text', text: `unknown tool ${params.name}` }] };
  }
});

await server.connect(new StdioServerTransport());
