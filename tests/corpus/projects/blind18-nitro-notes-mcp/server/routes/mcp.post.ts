import { defineEventHandler, toWebRequest } from 'h3';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { buildServer } from '../mcp/server';
import { verifyAccessToken } from '../utils/auth';

const mcp = createMcpHandler(() => buildServer());
const bearer = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['notes'] });

export default defineEventHandler(async (event) => {
  const request = toWebRequest(event);
  const authInfo = await bearer(request);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(request, { authInfo });
});
