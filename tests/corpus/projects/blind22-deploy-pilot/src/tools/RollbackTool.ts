import jwt from 'jsonwebtoken';
import type { StateClaims } from '../state/StateSigner.js';
import { Tool, type CallContext, type ToolResult } from './Tool.js';

type RollbackArgs = { service: string };

interface RollbackClaims extends StateClaims {
  service: string;
  releases: string[];
}

export default class RollbackTool extends Tool<RollbackArgs> {
  readonly name = 'rollback_service';
  readonly description = 'Rolls a service back to one of its last ten releases. Asks which release.';
  readonly destructive = true;
  readonly inputSchema = {
    type: 'object',
    properties: { service: { type: 'string' } },
    required: ['service'],
  };

  async run(args: RollbackArgs, call: CallContext): Promise<ToolResult> {
    if (!call.requestState) {
      const releases = await this.platform.listReleases(args.service);
      if (releases.length < 2) return this.fail(`${args.service} has no earlier release to roll back to.`);
      const state = this.signer.sign({ sub: call.userId, tool: this.name, service: args.service, releases: releases.map((r) => r.id) });
      return this.ask(
        'release',
        `Roll ${args.service} back to which release?`,
        {
          type: 'object',
          properties: {
            release: {
              type: 'string',
              oneOf: releases.map((r) => ({ const: r.id, title: `${r.version} (deployed ${r.deployedAt})` })),
            },
          },
          required: ['release'],
        },
        state,
      );
    }

    // Only need the service and the release list back; the platform re-checks permissions on rollback.
    const claims = jwt.decode(call.requestState) as RollbackClaims | null; // expect: require-sealed-state
    if (!claims || claims.sub !== call.userId || claims.tool !== this.name) {
      return this.fail('This rollback request is not yours.');
    }

    const answer = call.inputResponses?.release;
    const releaseId = answer?.action === 'accept' ? String(answer.content?.release ?? '') : '';
    if (!claims.releases.includes(releaseId)) return this.ok('Rollback cancelled.');

    const result = await this.platform.rollback(claims.service, releaseId, call.userId);
    return this.ok(`Rollback of ${claims.service} to ${releaseId}: ${result.status}`);
  }
}
