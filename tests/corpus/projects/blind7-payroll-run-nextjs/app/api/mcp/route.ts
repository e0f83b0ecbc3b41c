import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { getCodec } from '../../../lib/codec';
import { buildServer } from '../../../lib/payroll-tools';
import { verifier } from '../../../lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const authenticate = requireBearerAuth({ verifier, requiredScopes: ['payroll:run'] });

export async function POST(request: Request): Promise<Response> {
  const auth = await authenticate(request);
  if (auth instanceof Response) return auth;
  const codec = await getCodec();
  const handler = createMcpHandler(() => buildServer(codec));
  return handler.fetch(request, { authInfo: auth });
}

export function GET(): Response {
  return new Response('Method Not Allowed', { status: 405, headers: { allow: 'POST' } });
}

export const DELETE = GET;
