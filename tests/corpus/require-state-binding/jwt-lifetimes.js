// Models an MCP SDK 1.x server that mints jsonwebtoken / jose request state with lifetimes written in different notations, some at or under ten minutes, some over.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import jwt from 'jsonwebtoken';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { loadSecret } from './secrets.js';

const secret = await loadSecret('mcp-state');
const joseKey = new TextEncoder().encode(secret);
const TEN_MINUTES = 60 * 10;

const ask = (message) => ({ confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } });

export function register(server) {
  server.registerTool('pause_campaign', { description: 'Pause an ad campaign', inputSchema: { campaignId: z.string() } }, async ({ campaignId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    return {
      resultType: 'input_required',
      inputRequests: ask(`Pause ${campaignId}?`),
      requestState: jwt.sign({ sub, tool: 'pause_campaign', campaignId }, secret, { expiresIn: '600s' }),
    };
  });

  server.registerTool('raise_budget', { description: 'Raise a campaign budget', inputSchema: { campaignId: z.string(), amount: z.number() } }, async ({ campaignId, amount }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    return {
      resultType: 'input_required',
      inputRequests: ask(`Raise ${campaignId} by ${amount}?`),
      requestState: jwt.sign({ sub, tool: 'raise_budget', campaignId, amount }, secret, { expiresIn: '900s' }), // expect: require-state-binding
    };
  });

  server.registerTool('duplicate_campaign', { description: 'Duplicate a campaign', inputSchema: { campaignId: z.string() } }, async ({ campaignId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const requestState = jwt.sign({ sub, tool: 'duplicate_campaign', campaignId }, secret, { expiresIn: TEN_MINUTES });
    return { resultType: 'input_required', inputRequests: ask(`Duplicate ${campaignId}?`), requestState };
  });

  server.registerTool('archive_campaign', { description: 'Archive a campaign', inputSchema: { campaignId: z.string() } }, async ({ campaignId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const requestState = await new SignJWT({ tool: 'archive_campaign', campaignId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) + TEN_MINUTES)
      .sign(joseKey);
    return { resultType: 'input_required', inputRequests: ask(`Archive ${campaignId}?`), requestState };
  });

  server.registerTool('export_report', { description: 'Export a campaign report', inputSchema: { campaignId: z.string() } }, async ({ campaignId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const requestState = await new SignJWT({ sub, tool: 'export_report', campaignId }) // expect: require-state-binding
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('15 minutes')
      .sign(joseKey);
    return { resultType: 'input_required', inputRequests: ask(`Export ${campaignId}?`), requestState };
  });

  server.registerTool('delete_audience', { description: 'Delete an audience', inputSchema: { audienceId: z.string() } }, async ({ audienceId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    return {
      resultType: 'input_required',
      inputRequests: ask(`Delete audience ${audienceId}?`),
      requestState: jwt.sign({ sub, tool: 'delete_audience', audienceId }, secret, { expiresIn: '1d', notBefore: 0 }), // expect: require-state-binding
    };
  });
}
