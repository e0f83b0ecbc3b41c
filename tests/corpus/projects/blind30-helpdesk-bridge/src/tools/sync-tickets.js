import { HelpdeskClient } from '../helpdesk.js';

const TOOL = 'sync_tickets';

/**
 * Pulls the tickets of one of the agent's helpdesk views into the assistant's context.
 * Round 1 asks which view; round 2 fetches it.
 */
export class SyncTicketsTool {
  static definition = {
    name: TOOL,
    description: 'Fetch recently updated tickets from one of your helpdesk views.',
    inputSchema: {
      type: 'object',
      properties: { since: { type: 'string', format: 'date-time', description: 'Only tickets updated after this' } },
    },
    annotations: { readOnlyHint: true },
  };

  #vault;
  #signer;
  #bus;

  constructor({ vault, signer, bus }) {
    this.#vault = vault;
    this.#signer = signer;
    this.#bus = bus;
  }

  async start(args, caller) {
    const creds = await this.#vault.helpdeskCredentials(caller.userId);
    const views = await HelpdeskClient.forCredentials(creds).views();
    const pending = {
      since: args.since ?? null,
      subdomain: creds.subdomain,
      agent: creds.email,
      // keep the connection for round 2 so we don't hit the secrets service twice per sync
      agentApiToken: creds.apiToken, // expect-todo: no-secrets-in-state
    };
    return this.#bus.suspend({
      tool: TOOL,
      userId: caller.userId,
      inputRequests: {
        view: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which view should I sync?',
            requestedSchema: {
              type: 'object',
              properties: { viewId: { type: 'string', enum: views.map((v) => v.id), enumNames: views.map((v) => v.title) } },
              required: ['viewId'],
            },
          },
        },
      },
      token: this.#signer.seal(pending, { userId: caller.userId, tool: TOOL }),
    });
  }

  async resume(_args, requestState, inputResponses, caller) {
    const pending = this.#signer.open(requestState, { userId: caller.userId, tool: TOOL });
    if (!pending) {
      return { isError: true, content: [{ type: 'text', text: 'That sync request expired. Ask me again.' }] };
    }
    this.#bus.resumed(TOOL, caller.userId);
    const answer = inputResponses?.view;
    if (answer?.action !== 'accept') {
      return { content: [{ type: 'text', text: 'Sync cancelled.' }] };
    }
    const client = new HelpdeskClient(pending.subdomain, { email: pending.agent, apiToken: pending.agentApiToken });
    const { tickets } = await client.ticketsInView(answer.content.viewId, { since: pending.since ?? undefined });
    const lines = tickets.map((t) => `#${t.id} [${t.status}] ${t.subject}`);
    return { content: [{ type: 'text', text: lines.length ? lines.join('\n') : 'No tickets in that view.' }] };
  }
}
