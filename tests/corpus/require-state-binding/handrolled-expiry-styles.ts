// Models an MCP SDK 1.x server with hand-rolled HMAC state written in several expiry styles: ISO dates, seconds, helper-based checks — some within ten minutes, some far beyond.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { inventory } from './inventory.js';

const sign = (body: string) => createHmac('sha256', process.env.INVENTORY_STATE_KEY!).update(body).digest('base64url');
const isExpired = (expiresAt: string) => new Date(expiresAt).getTime() <= Date.now();

function pack(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body)}`;
}

function unpack(token: string): any {
  const [body, mac] = token.split('.');
  if (!body || !mac || !safeEqual(mac, sign(body))) return undefined;
  return JSON.parse(Buffer.from(body, 'base64url').toString());
}

function sealAdjustment(userId: string, sku: string, delta: number): string {
  return pack({ userId, tool: 'adjust_stock', sku, delta, expiresAt: new Date(Date.now() + 5 * 60 * 1000).toISOString() });
}

function openAdjustment(token: string, userId: string) {
  const state = unpack(token);
  if (!state || isExpired(state.expiresAt)) return undefined;
  return state.userId === userId && state.tool === 'adjust_stock' ? state : undefined;
}

function sealStocktake(userId: string, warehouse: string): string {
  return pack({ sub: userId, toolName: 'stocktake', warehouse, exp: Math.floor(Date.now() / 1000) + 3600 }); // expect: require-state-binding
}

function openStocktake(token: string, userId: string) {
  const state = unpack(token);
  if (!state || Math.floor(Date.now() / 1000) >= state.exp) return undefined;
  return state.sub === userId && state.toolName === 'stocktake' ? state : undefined;
}

function sealTransfer(userId: string, from: string, to: string): string {
  return pack({ userId, tool: 'transfer_stock', from, to, expiresAt: new Date(Date.now() + 30 * 60 * 1000).toISOString() }); // expect: require-state-binding
}

function openTransfer(token: string, userId: string) {
  const state = unpack(token);
  if (!state || new Date(state.expiresAt) < new Date()) return undefined;
  return state.userId === userId && state.tool === 'transfer_stock' ? state : undefined;
}

export function register(server: McpServer) {
  const confirm = (message: string) => ({ confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } });
  const refused = { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };

  server.registerTool('adjust_stock', { description: 'Adjust stock of a SKU', inputSchema: { sku: z.string(), delta: z.number().int() } }, async ({ sku, delta }, extra) => {
    const userId = extra.authInfo?.extra?.userId as string;
    const token = extra._meta?.requestState as string | undefined;
    if (!token) return { resultType: 'input_required', inputRequests: confirm(`Adjust ${sku} by ${delta}?`), requestState: sealAdjustment(userId, sku, delta) };
    const state = openAdjustment(token, userId);
    return state ? { content: [{ type: 'text', text: String(await inventory.adjust(state.sku, state.delta)) }] } : refused;
  });

  server.registerTool('stocktake', { description: 'Start a stocktake', inputSchema: { warehouse: z.string() } }, async ({ warehouse }, extra) => {
    const userId = extra.authInfo?.extra?.userId as string;
    const token = extra._meta?.requestState as string | undefined;
    if (!token) return { resultType: 'input_required', inputRequests: confirm(`Freeze ${warehouse} for a stocktake?`), requestState: sealStocktake(userId, warehouse) };
    const state = openStocktake(token, userId);
    return state ? { content: [{ type: 'text', text: await inventory.stocktake(state.warehouse) }] } : refused;
  });

  server.registerTool('transfer_stock', { description: 'Move stock between warehouses', inputSchema: { from: z.string(), to: z.string() } }, async ({ from, to }, extra) => {
    const userId = extra.authInfo?.extra?.userId as string;
    const token = extra._meta?.requestState as string | undefined;
    if (!token) return { resultType: 'input_required', inputRequests: confirm(`Move stock from ${from} to ${to}?`), requestState: sealTransfer(userId, from, to) };
    const state = openTransfer(token, userId);
    return state ? { content: [{ type: 'text', text: await inventory.transfer(state.from, state.to) }] } : refused;
  });
}
