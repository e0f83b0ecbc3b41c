import { defineEventHandler, getHeader, createError, toWebRequest, sendWebResponse } from 'h3';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildServer } from '../mcp/build-server.js';
import { helpdeskClient } from '../utils/helpdesk.js';

const mcp = createMcpHandler(() => buildServer(helpdeskClient));

export default defineEventHandler(async (event) => {
  const authorization = getHeader(event, 'authorization') ?? '';
  if (!authorization.startsWith('Bearer ')) {
    throw createError({ statusCode: 401, statusMessage: 'Bearer token required' });
  }
  const token = authorization.slice(7);
  const who = await helpdeskClient.introspect(token);
  if (!who) throw createError({ statusCode: 401, statusMessage: 'Invalid token' });

  const authInfo = {
    token,
    clientId: who.clientId,
    scopes: who.scopes,
    expiresAt: who.exp,
    extra: { userId: who.userId },
  };
  const response = await mcp.fetch(toWebRequest(event), { authInfo });
  return sendWebResponse(event, response);
});
