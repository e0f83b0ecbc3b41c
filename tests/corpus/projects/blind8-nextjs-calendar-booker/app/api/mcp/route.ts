import { NextResponse, type NextRequest } from 'next/server';
import { auth } from '@/auth';
import { bookMeeting, bookMeetingTool, type Session } from '@/lib/tools/bookMeeting';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function reply(id: unknown, body: { result?: unknown; error?: { code: number; message: string } }) {
  return NextResponse.json({ jsonrpc: '2.0', id, ...body }, { headers: { 'cache-control': 'no-store' } });
}

export async function POST(req: NextRequest) {
  const session = await auth();
  if (!session?.user?.id) return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
  const me: Session = {
    userId: session.user.id,
    email: session.user.email ?? '',
    googleRefreshToken: (session as any).googleRefreshToken,
  };

  const { id, method, params } = await req.json();
  if (method === 'tools/list') return reply(id, { result: { tools: [bookMeetingTool] } });
  if (method !== 'tools/call') return reply(id, { error: { code: -32601, message: 'Method not found' } });
  if (params?.name !== bookMeetingTool.name) return reply(id, { error: { code: -32602, message: 'Unknown tool' } });

  try {
    return reply(id, { result: await bookMeeting(me, params.arguments, params) });
  } catch (err) {
    return reply(id, { result: { isError: true, content: [{ type: 'text', text: (err as Error).message }] } });
  }
}
