import { createHmac, timingSafeEqual } from 'node:crypto';
import { redis } from '~/.server/redis';
import type { Route } from './+types/webhooks.github';

interface DeploymentStatusEvent {
  deployment_status: { state: string; environment: string; target_url: string | null };
  deployment: { sha: string; payload?: { service?: string } };
}

export async function action({ request }: Route.ActionArgs) {
  const secret = process.env.GITHUB_WEBHOOK_SECRET;
  if (!secret) return new Response('webhook not configured', { status: 503 });

  const body = await request.text();
  const presented = Buffer.from(request.headers.get('x-hub-signature-256') ?? '', 'utf8');
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`, 'utf8');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    return new Response('signature mismatch', { status: 401 });
  }

  if (request.headers.get('x-github-event') !== 'deployment_status') {
    return new Response(null, { status: 204 });
  }

  const event = JSON.parse(body) as DeploymentStatusEvent;
  const service = event.deployment.payload?.service ?? 'unknown';
  await redis.hset(`shipyard:last-deploy:${service}`, {
    sha: event.deployment.sha,
    environment: event.deployment_status.environment,
    state: event.deployment_status.state,
    url: event.deployment_status.target_url ?? '',
  });
  return new Response(null, { status: 204 });
}
