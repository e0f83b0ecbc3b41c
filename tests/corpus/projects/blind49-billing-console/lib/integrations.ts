import 'server-only';
import { kv } from '@vercel/kv';

/** Per-organisation settings saved from the Integrations page. */
export interface OrgIntegrations {
  postmarkServerToken: string;
  fromAddress: string;
  messageStream: string;
}

export async function getIntegrations(orgId: string): Promise<OrgIntegrations | null> {
  return kv.get<OrgIntegrations>(`org:${orgId}:integrations`);
}

export interface DunningEmail {
  serverToken: string;
  from: string;
  stream: string;
  to: string;
  template: 'gentle' | 'firm' | 'final';
  model: Record<string, string>;
}

export async function sendDunningEmail(email: DunningEmail): Promise<string> {
  const res = await fetch('https://api.postmarkapp.com/email/withTemplate', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-postmark-server-token': email.serverToken,
    },
    body: JSON.stringify({
      From: email.from,
      To: email.to,
      MessageStream: email.stream,
      TemplateAlias: `dunning-${email.template}`,
      TemplateModel: email.model,
    }),
  });
  const body = (await res.json()) as { MessageID?: string; Message?: string };
  if (!res.ok || !body.MessageID) throw new Error(`Postmark: ${body.Message ?? res.status}`);
  return body.MessageID;
}
