import { createHmac } from 'node:crypto';
import type { ReleaseService } from '../releases/ReleaseService.js';

interface WorkflowRunEvent {
  action: string;
  workflow_run?: {
    name: string;
    conclusion: string | null;
    head_sha: string;
    head_branch: string;
    display_title: string;
  };
  repository?: { name: string };
}

export interface WebhookReply {
  readonly status: number;
  readonly body?: string;
}

/** GitHub Actions `workflow_run` webhook: registers every successful `release` build. */
export class CiWebhookController {
  constructor(
    private readonly webhookSecret: string,
    private readonly releases: ReleaseService,
  ) {}

  async handle(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): Promise<WebhookReply> {
    const signature = headers['x-hub-signature-256'];
    if (typeof signature !== 'string') return { status: 401, body: 'missing signature' };

    const expected = `sha256=${createHmac('sha256', this.webhookSecret).update(rawBody).digest('hex')}`;
    if (signature !== expected) return { status: 401, body: 'bad signature' }; // expect: no-timing-unsafe-compare

    if (headers['x-github-event'] !== 'workflow_run') return { status: 204 };
    const event = JSON.parse(rawBody.toString('utf8')) as WorkflowRunEvent;
    const run = event.workflow_run;
    if (event.action !== 'completed' || run?.name !== 'release' || run.conclusion !== 'success' || !event.repository) {
      return { status: 204 };
    }

    const version = /^v?(\d+\.\d+\.\d+(?:-[\w.]+)?)$/.exec(run.head_branch.replace(/^release\//, ''))?.[1];
    if (!version) return { status: 422, body: `cannot read a version from ${run.head_branch}` };

    const release = await this.releases.registerBuild(event.repository.name, version, run.head_sha);
    return { status: 201, body: JSON.stringify({ id: release.id }) };
  }
}
