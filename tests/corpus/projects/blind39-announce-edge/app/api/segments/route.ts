import { authenticate } from '@/lib/auth';
import { segmentsOf } from '@/lib/db';
import { sha256Hex } from '@/lib/encoding';

export const runtime = 'edge';

/** Segment picker for the dashboard; cheap to revalidate with If-None-Match. */
export async function GET(req: Request) {
  const auth = await authenticate(req);
  if (auth instanceof Response) return auth;

  const body = JSON.stringify(await segmentsOf(String(auth.extra?.orgId)));
  const etag = `"${(await sha256Hex(body)).slice(0, 32)}"`;
  const headers = { etag, 'cache-control': 'private, no-cache', vary: 'authorization' };
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'content-type': 'application/json' } });
}
