import { Inject, Injectable } from '@nestjs/common';
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { FleetService } from './fleet.service';
import { ApprovalCodeService } from './approval-code.service';
import { REQUEST_STATE_CODEC, type RobotRound, type RobotStateCodec } from './state-codec.provider';

type Ctx = Parameters<Parameters<McpServer['registerTool']>[2]>[1];

const says = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], isError });

@Injectable()
export class RobotTools {
  constructor(
    @Inject(REQUEST_STATE_CODEC) private readonly codec: RobotStateCodec,
    private readonly fleet: FleetService,
    private readonly approvals: ApprovalCodeService,
  ) {}

  register(server: McpServer): void {
    server.registerTool(
      'move_pallet',
      {
        description: 'Send a robot to move a pallet between two bays.',
        inputSchema: { robotId: z.string(), palletId: z.string(), from: z.string(), to: z.string() },
      },
      (args, ctx) => this.movePallet(args, ctx),
    );
    server.registerTool(
      'decommission_robot',
      {
        description: 'Take a robot out of service. Needs a supervisor code.',
        inputSchema: { robotId: z.string() },
        annotations: { destructiveHint: true },
      },
      (args, ctx) => this.decommission(args, ctx),
    );
    server.registerTool(
      'telemetry_snapshot',
      { description: 'Recent telemetry events of a robot in one of your zones.', inputSchema: { robotId: z.string() } },
      (args, ctx) => this.snapshot(args, ctx),
    );
  }

  private operator(ctx: Ctx): string {
    const id = ctx.http?.authInfo?.extra?.userId;
    if (typeof id !== 'string') throw new Error('no operator on this request');
    return id;
  }

  private async movePallet(args: { robotId: string; palletId: string; from: string; to: string }, ctx: Ctx) {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      const robot = await this.fleet.current(args.robotId);
      const zones = await this.fleet.zonesFor(this.operator(ctx));
      if (!zones.includes(robot.zone)) return says(`Robot ${robot.id} is outside your zones.`, true);
      return inputRequired({
        inputRequests: {
          go: inputRequired.elicit({
            message: `Robot ${robot.id} (battery ${robot.battery}%) will move pallet ${args.palletId} from ${args.from} to ${args.to}. Proceed?`,
            requestedSchema: { type: 'object', properties: { proceed: { type: 'boolean' } }, required: ['proceed'] },
          }),
        },
        requestState: await this.codec.mint(
          {
            kind: 'move',
            ...args,
            operatorToken: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
          },
          ctx,
        ),
      });
    }
    const round = await this.codec.verify(raw, ctx);
    if (round.kind !== 'move') return says('State does not belong to this tool.', true);
    if (!acceptedContent<{ proceed: boolean }>(ctx.mcpReq.inputResponses, 'go')?.proceed) return says('Move cancelled.');
    const job = await this.fleet.dispatch(round.robotId, { type: 'move', pallet: round.palletId, from: round.from, to: round.to }, round.operatorToken);
    return says(`Job ${job.jobId} queued.`);
  }

  private async decommission(args: { robotId: string }, ctx: Ctx) {
    const operator = this.operator(ctx);
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      await this.approvals.issue(args.robotId, operator);
      return inputRequired({
        inputRequests: {
          code: inputRequired.elicit({
            message: `A supervisor was paged with a code for ${args.robotId}. Enter it to continue.`,
            requestedSchema: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
          }),
        },
        requestState: await this.codec.mint({ kind: 'decommission', robotId: args.robotId, operator }, ctx),
      });
    }
    const round = await this.codec.verify(raw, ctx);
    if (round.kind !== 'decommission' || round.operator !== operator || round.robotId !== args.robotId) {
      return says('Invalid or expired requestState', true);
    }
    const code = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'code')?.code ?? '';
    if (!this.approvals.redeem(round.robotId, operator, code)) return says('Code rejected.', true);
    await this.fleet.dispatch(round.robotId, { type: 'decommission', by: operator });
    return says(`${round.robotId} decommissioned.`);
  }

  private async snapshot(args: { robotId: string }, ctx: Ctx) {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      const robot = await this.fleet.current(args.robotId);
      const zones = await this.fleet.zonesFor(this.operator(ctx));
      if (!zones.includes(robot.zone)) return says('Robot not visible to you.', true);
      return inputRequired({
        inputRequests: {
          window: inputRequired.elicit({
            message: 'How many minutes of telemetry?',
            requestedSchema: { type: 'object', properties: { minutes: { type: 'integer', minimum: 1, maximum: 120 } }, required: ['minutes'] },
          }),
        },
        requestState: await this.codec.mint({ kind: 'snapshot', robotId: robot.id, since: Date.now() }, ctx),
      });
    }
    const [, body] = raw.split('.'); // expect: require-sealed-state
    const round = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).p as RobotRound;
    if (round.kind !== 'snapshot') return says('State does not belong to this tool.', true);
    const minutes = acceptedContent<{ minutes: number }>(ctx.mcpReq.inputResponses, 'window')?.minutes ?? 10;
    const events = await this.fleet.telemetry(round.robotId, minutes);
    return says(events.map((e) => `${new Date(e.t).toISOString()} ${e.event}`).join('\n') || 'No events.');
  }
}
