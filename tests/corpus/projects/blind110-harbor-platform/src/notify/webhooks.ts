// In-memory webhook store that saves webhooks and lists them per owner and project without secrets.
// @ts-nocheck
import { randomUUID } from 'crypto';

interface Webhook {
  id: string;
  owner: string;
  project: string;
  url: string;
  secret: string;
}

const hooks: Webhook[] = [];

export async function saveWebhook(owner: string, project: string, url: string, secret: string): Promise<string> {
  const id = `wh_${randomUUID()}`;
  hooks.push({ id, owner, project, url, secret });
  return id;
}

export function listWebhooks(owner: string, project: string): Array<Omit<Webhook, 'secret'>> {
  return hooks
    .filter((h) => h.owner === owner && h.project === project)
    .map(({ secret: _secret, ...rest }) => rest);
}
