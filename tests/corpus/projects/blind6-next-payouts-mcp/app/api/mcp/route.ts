import { NextRequest, NextResponse } from 'next/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { handleMessage } from '../../../lib/mcp/dispatch';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const issuer = process.env.AUTH_ISSUER ?? 'https://auth.example.com/';
const jwks = createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));

async function callerFrom(req: NextRequest) {
  const auth = req.headers.get('authorization');
  if (!auth?.startsWith('Bearer ')) return null;
  try {
    const { payload } = await jwtVerify(auth.slice(7), jwks, { issuer, audience: 'payouts-mcp' });
    if (typeof payload.sub !== 'string' || typeof payload.org_id !== 'string') return null;
    return { userId: payload.sub, orgId: payload.org_id };
  } catch {
    return null;
  }
}

export async function POST(req: NextRequest) {
  const caller = await callerFrom(req);
  if (!caller) {
    return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: { 'www-authenticate': 'Bearer' } });
  }
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return NextResponse.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } }, { status: 400 });
  }
  const out = await handleMessage(body, caller);
  return out ? NextResponse.json(out) : new NextResponse(null, { status: 202 });
}

export function GET() {
  return new NextResponse('method not allowed', { status: 405 });
}
