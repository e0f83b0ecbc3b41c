// rollback_release: review the impact, attach a change ticket, type the service name, then roll an environment back.

import { z } from 'zod';
import { accepted, digestArgs, done, failed, form, needInput } from '../rounds.js';

const Args = z.object({
  service: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/),
  environment: z.enum(['staging', 'production']),
  toVersion: z.string().min(1).max(64),
  reason: z.string().min(5).max(500),
});

export const rollbackRelease = {
  name: 'rollback_release',
  description: 'Roll a service in one environment back to an earlier release. Replaces the running version.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      environment: { type: 'string', enum: ['staging', 'production'] },
      toVersion: { type: 'string', description: 'Release version to return to' },
      reason: { type: 'string' },
    },
    required: ['service', 'environment', 'toVersion', 'reason'],
  },
  annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },

  async run(rawArgs, { progress, responses, issue, caller }, { deployer, tickets }) {
    const args = Args.parse(rawArgs);
    let p = progress ?? {
      stage: 'impact',
      argsHash: digestArgs(args),
      release: { service: args.service, build: args.toVersion },
      checks: { ticket: null, risk: false },
    };

    if (p.stage === 'impact') {
      const answer = accepted(responses, 'impact');
      if (!answer) {
        const live = await deployer.current(args.service, args.environment);
        const diff = await deployer.diff(args.service, args.toVersion, live.version);
        return needInput(
          {
            impact: form(
              `${args.environment} runs ${live.version}. Rolling back to ${args.toVersion} reverts ${diff.commits.length} commits` +
                (diff.migrations.length ? ` and leaves ${diff.migrations.length} forward-only migrations applied.` : '.'),
              { acknowledge: { type: 'boolean', title: 'Proceed with the rollback' } },
            ),
          },
          issue(p),
        );
      }
      if (answer.acknowledge !== true) return failed('Rollback abandoned at impact review.');
      p = { ...p, stage: 'ticket', checks: { ...p.checks, risk: true } };
    }

    if (p.stage === 'ticket') {
      const answer = accepted(responses, 'ticket');
      if (!answer) {
        return needInput(
          { ticket: form('Incident or emergency change ticket for this rollback', { ticketId: { type: 'string' } }) },
          issue(p),
        );
      }
      const ticket = await tickets.change(String(answer.ticketId).trim());
      if (!ticket || ticket.service !== args.service) return failed('Ticket not found for this service.');
      if (!ticket.emergency && ticket.state !== 'approved') return failed(`Ticket ${ticket.id} is neither approved nor an emergency change.`);
      p = { ...p, stage: 'confirm', checks: { ...p.checks, ticket: ticket.id } };
    }

    if (p.stage === 'confirm') {
      const answer = accepted(responses, 'confirm');
      if (!answer) {
        return needInput(
          { confirm: form(`Type the service name (${args.service}) to roll ${args.environment} back to ${args.toVersion}.`, { service: { type: 'string' } }) },
          issue(p),
        );
      }
      if (String(answer.service).trim() !== args.service) return failed('Service name did not match; nothing was changed.');
    }

    const rollback = await deployer.rollback(args.service, args.environment, args.toVersion, { change_ticket: p.checks.ticket, requested_by: caller.userId, reason: args.reason }); // expect-todo: require-state-binding
    await tickets.comment(p.checks.ticket, `Rolled ${args.service} in ${args.environment} back to ${args.toVersion} (${rollback.id}) by ${caller.userId}: ${args.reason}`);
    return done(`Rollback ${rollback.id} of ${args.service} (${args.environment}) to ${args.toVersion} is running.`, { rollbackId: rollback.id });
  },
};
