// Multi-round add_webhook tool that collects an endpoint, pings it once and then saves the webhook.
// @ts-nocheck
import { createHmac, randomUUID } from 'crypto';
import { StateSealer, SealedStateError } from '@harbor/vault-state';
import { accepted, text, toolError, userIdOf, type Extra, type RoundParams } from '@common/principal';
import { saveWebhook } from './webhooks';

export const ADD_WEBHOOK = 'add_webhook';

interface WebhookDraft {
  project: string;
  url: string;
  signingSecret: string;
  pingStatus: number;
}

// AES-GCM: the draft, including the user's signing secret, is unreadable to the client.
const sealer = new StateSealer();

const form = (message: string, properties: Record<string, unknown>, required: string[]) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

async function ping(url: string, secret: string): Promise<number> {
  const body = JSON.stringify({ type: 'ping', id: randomUUID(), at: new Date().toISOString() });
  // Signature for the *receiver* to check, keyed with their secret; nothing to do with our state.
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-harbor-signature': `sha256=${signature}` }, body });
  return res.status;
}

export async function addWebhook(params: RoundParams, extra: Extra) {
  const userId = userIdOf(extra);
  const project = String(params.arguments?.project ?? '');
  if (!project) return toolError('project is required');
  const binding = { userId, tool: ADD_WEBHOOK };

  // Round 1: ask for the endpoint and its secret.
  if (params.requestState === undefined) {
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        endpoint: form(`Webhook for ${project}`, { url: { type: 'string', format: 'uri' }, secret: { type: 'string', minLength: 16 } }, ['url', 'secret']),
      },
      requestState: sealer.seal({ project, step: 'endpoint' }, binding),
    };
  }

  let state: { project: string; step: 'endpoint' } | ({ step: 'confirm' } & WebhookDraft);
  try {
    state = sealer.open(params.requestState, binding);
  } catch (err) {
    if (err instanceof SealedStateError) return toolError(err.message);
    throw err;
  }
  if (state.project !== project) return toolError('project changed between rounds');

  // Round 2: test-deliver, then ask to save.
  if (state.step === 'endpoint') {
    const ep = accepted(params, 'endpoint') as { url?: string; secret?: string } | undefined;
    if (!ep?.url || !ep.secret) return text('Cancelled.');
    const pingStatus = await ping(ep.url, ep.secret);
    const draft: WebhookDraft = { project, url: ep.url, signingSecret: ep.secret, pingStatus };
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        save: form(`Test ping to ${ep.url} returned HTTP ${pingStatus}. Save this webhook?`, { save: { type: 'boolean' } }, ['save']),
      },
      requestState: sealer.seal({ step: 'confirm', ...draft }, binding),
    };
  }

  // Round 3: persist.
  if (!accepted(params, 'save')?.save) return text('Not saved.');
  const id = await saveWebhook(userId, state.project, state.url, state.signingSecret);
  return text(`Webhook ${id} saved for ${state.project}.`);
}
