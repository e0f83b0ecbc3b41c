import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from '~/.server/auth';
import { createDeployServer } from '~/.server/mcp/deploy-server';
import type { Route } from './+types/api.mcp';

const mcp = createMcpHandler(createDeployServer);

export async function action({ request }: Route.ActionArgs) {
  const authInfo = await authenticate(request);
  if (!authInfo) {
    return new Response(JSON.stringify({ error: 'invalid_token' }), {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="shipyard"' },
    });
  }
  return mcp.fetch(request, { authInfo });
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
}
