import { randomUUID } from 'node:crypto';
import { HelpdeskClient } from '../helpdesk.js';

const TOOL = 'export_org_report';
const ROWS_PER_ROUND = 500;

/**
 * Exports an organisation's tickets as CSV in chunks; after each chunk the user decides whether to
 * go on. Progress rides along in the checkpoint so any replica can continue the export.
 */
export class ExportReportTool {
  static definition = {
    name: TOOL,
    description: "Export an organisation's tickets to a CSV report, a few hundred rows at a time.",
    inputSchema: {
      type: 'object',
      properties: {
        orgId: { type: 'string' },
        status: { type: 'string', enum: ['open', 'pending', 'solved', 'closed'] },
      },
      required: ['orgId'],
    },
    annotations: { readOnlyHint: true },
  };

  #vault;
  #checkpoints;
  #access;
  #reports;
  #bus;

  constructor({ vault, checkpoints, access, reports, bus }) {
    this.#vault = vault;
    this.#checkpoints = checkpoints;
    this.#access = access;
    this.#reports = reports;
    this.#bus = bus;
  }

  async start(args, caller) {
    await this.#access.assertOrgMember(caller.userId, args.orgId);
    const progress = { reportId: randomUUID(), orgId: args.orgId, status: args.status ?? null, cursor: null, rows: 0 };
    return this.#chunk(progress, caller);
  }

  async resume(_args, requestState, inputResponses, caller) {
    const progress = this.#checkpoints.unpack(requestState); // expect-todo: require-sealed-state
    this.#bus.resumed(TOOL, caller.userId);
    if (inputResponses?.more?.action !== 'accept' || inputResponses.more.content?.continue !== true) {
      return this.#done(progress);
    }
    return this.#chunk(progress, caller);
  }

  async #chunk(progress, caller) {
    const creds = await this.#vault.helpdeskCredentials(caller.userId);
    const client = HelpdeskClient.forCredentials(creds);
    let { cursor, rows } = progress;
    do {
      const page = await client.ticketsForOrg(progress.orgId, { status: progress.status ?? undefined, cursor });
      await this.#reports.append(progress.reportId, page.tickets);
      rows += page.tickets.length;
      cursor = page.next;
    } while (cursor && rows - progress.rows < ROWS_PER_ROUND);

    const next = { ...progress, cursor, rows };
    if (!cursor) return this.#done(next);
    return this.#bus.suspend({
      tool: TOOL,
      userId: caller.userId,
      inputRequests: {
        more: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${rows} tickets exported so far. Continue?`,
            requestedSchema: { type: 'object', properties: { continue: { type: 'boolean' } }, required: ['continue'] },
          },
        },
      },
      token: this.#checkpoints.pack(next), // expect-todo: require-sealed-state
    });
  }

  async #done(progress) {
    const url = await this.#reports.finish(progress.reportId);
    return { content: [{ type: 'text', text: `Report ready (${progress.rows} tickets): ${url}` }] };
  }
}
