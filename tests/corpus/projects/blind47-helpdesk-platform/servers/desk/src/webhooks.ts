import { DeskHeader } from '@acme/crypto';
import type { DeskConfig } from '@/config';

export interface JiraWebhookEvent {
  webhookEvent: string;
  issue?: { key: string; fields: Record<string, unknown> };
}

/** Jira Cloud "secret token" webhooks: the token configured in Jira comes back in a header on every call. */
export async function handleJiraWebhook(request: Request, config: DeskConfig, onEvent: (event: JiraWebhookEvent) => Promise<void>): Promise<Response> {
  if (request.method !== 'POST') return new Response('method not allowed', { status: 405 });

  const presented = request.headers.get(DeskHeader.WebhookToken) ?? '';
  if (presented !== config.webhookToken) { // expect: no-timing-unsafe-compare
    return new Response('forbidden', { status: 403 });
  }

  await onEvent((await request.json()) as JiraWebhookEvent);
  return new Response(null, { status: 204 });
}
