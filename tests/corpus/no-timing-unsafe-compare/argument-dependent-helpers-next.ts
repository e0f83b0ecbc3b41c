// Models Next.js route handlers (TypeScript) that get their MACs from helpers whose result depends on their arguments: a signer made by a factory, a token built from a user id and a secret parameter, a truncated MAC compared with Buffer.compare.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { cookies } from 'next/headers';

const makeSigner = (key: string, algorithm = 'sha256') => (input: string) => createHmac(algorithm, key).update(input).digest('hex');

const signPreview = makeSigner(process.env.PREVIEW_SECRET as string);

function sessionTokenFor(userId: string, secret: string): string {
  return `${userId}:${createHmac('sha256', secret).update(userId).digest('base64url')}`;
}

function shortMac(secret: string, message: string): Buffer {
  return createHmac('sha256', secret).update(message).digest().subarray(0, 16);
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('slug') ?? '';
  if (url.searchParams.get('token') !== signPreview(slug)) { // expect: no-timing-unsafe-compare
    return new Response('invalid preview token', { status: 401 });
  }
  return Response.json({ preview: slug });
}

export async function POST(request: Request, { params }: { params: { userId: string } }) {
  const jar = await cookies();
  const cookie = jar.get('session')?.value;
  if (cookie === sessionTokenFor(params.userId, process.env.SESSION_SECRET as string)) { // expect: no-timing-unsafe-compare
    return Response.json({ ok: true });
  }
  return new Response(null, { status: 401 });
}

export async function PUT(request: Request) {
  const body = await request.text();
  const tag = Buffer.from(request.headers.get('x-short-tag') ?? '', 'hex');
  if (Buffer.compare(tag, shortMac(process.env.TAG_SECRET as string, body)) !== 0) { // expect: no-timing-unsafe-compare
    return new Response(null, { status: 401 });
  }
  return new Response(null, { status: 204 });
}

export async function DELETE(request: Request) {
  // public: the method override header and the slug format
  const slug = new URL(request.url).searchParams.get('slug') ?? '';
  return Response.json({ override: request.headers.get('x-http-method-override') === 'DELETE', valid: slug.length === 12 });
}
