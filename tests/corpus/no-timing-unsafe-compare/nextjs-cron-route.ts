// Models a Next.js App Router cron route (app/api/cron/route.ts) authorised by comparing the Authorization header to `Bearer ${process.env.CRON_SECRET}`.
// @ts-nocheck
import { NextResponse, type NextRequest } from 'next/server';
import { purgeExpiredSessions, sendDigestEmails } from '@/lib/maintenance';

export const dynamic = 'force-dynamic';
export const maxDuration = 60;

export async function GET(request: NextRequest) {
  const authHeader = request.headers.get('authorization');
  if (authHeader !== `Bearer ${process.env.CRON_SECRET}`) { // expect: no-timing-unsafe-compare
    return new NextResponse('Unauthorized', { status: 401 });
  }

  const { searchParams } = new URL(request.url);
  const dryRun = searchParams.get('dryRun') === 'true';
  const task = searchParams.get('task') ?? 'all';

  const results: Record<string, number> = {};
  if (task === 'all' || task === 'sessions') {
    results.sessions = await purgeExpiredSessions({ dryRun });
  }
  if (task === 'all' || task === 'digest') {
    const today = new Date();
    if (today.getUTCDay() === 1) {
      results.digest = await sendDigestEmails({ dryRun });
    }
  }
  return NextResponse.json({ ok: true, dryRun, results });
}

export async function POST(request: NextRequest) {
  const secret = request.nextUrl.searchParams.get('secret');
  const ok =
    secret !== null &&
    secret === process.env.CRON_SECRET; // expect: no-timing-unsafe-compare
  if (!ok) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const body = (await request.json()) as { task?: string };
  if (body.task === undefined || body.task.length === 0) {
    return NextResponse.json({ error: 'task required' }, { status: 400 });
  }
  return NextResponse.json({ queued: body.task });
}
