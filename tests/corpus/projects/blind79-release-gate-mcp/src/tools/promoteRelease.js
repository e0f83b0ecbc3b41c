// promote_release: pick a build, attach an approved change ticket, acknowledge the risk, then promote to production.

import { z } from 'zod';
import { accepted, done, failed, form, needInput } from '../rounds.js';

const Args = z.object({ service: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/) });

function initial(service) {
  return { stage: 'build', release: { service, build: null }, checks: { ticket: null, risk: false } };
}

export const promoteRelease = {
  name: 'promote_release',
  description: 'Promote a tested build of a service to production after ticket and risk checks.',
  inputSchema: {
    type: 'object',
    properties: { service: { type: 'string', description: 'Service slug, e.g. checkout-api' } },
    required: ['service'],
  },
  annotations: { destructiveHint: false, openWorldHint: true },

  async run(rawArgs, { progress, responses, issue, caller }, { deployer, tickets }) {
    const args = Args.parse(rawArgs);
    let p = progress ?? initial(args.service);
    if (p.release.service !== args.service) {
      return failed('This approval was started for a different service; start a new promotion.');
    }

    if (p.stage === 'build') {
      const answer = accepted(responses, 'build');
      if (!answer) {
        const builds = await deployer.candidateBuilds(args.service);
        if (!builds.items?.length) return failed(`No passing builds found for ${args.service}.`);
        return needInput(
          {
            build: form(`Which build of ${args.service} should go to production?`, {
              build: { type: 'string', enum: builds.items.map((b) => b.id), enumNames: builds.items.map((b) => `${b.id} - ${b.commit_message}`) },
            }),
          },
          issue(p),
        );
      }
      p = { ...p, stage: 'ticket', release: { ...p.release, build: String(answer.build) } };
    }

    if (p.stage === 'ticket') {
      const answer = accepted(responses, 'ticket');
      if (!answer) {
        return needInput(
          {
            ticket: form(`Change ticket for ${args.service} build ${p.release.build}`, {
              ticketId: { type: 'string', title: 'Change ticket (CHG-...)' },
              approvalToken: { type: 'string', title: 'Approval token issued to the approver' },
            }),
          },
          issue(p),
        );
      }
      const ticket = await tickets.change(String(answer.ticketId).trim());
      if (!ticket || ticket.service !== args.service) return failed('Change ticket not found for this service.');
      if (ticket.state !== 'approved') return failed(`Change ticket ${ticket.id} is ${ticket.state}, not approved.`);
      if (ticket.windowEndsAt && ticket.windowEndsAt < Date.now()) return failed(`The change window of ${ticket.id} has closed.`);
      if (!ticket.approvalToken || String(answer.approvalToken).trim() !== ticket.approvalToken) { // expect-todo: no-timing-unsafe-compare
        return failed('The approval token does not match the change ticket.');
      }
      p = { ...p, stage: 'risk', checks: { ...p.checks, ticket: ticket.id } };
    }

    if (p.stage === 'risk') {
      const answer = accepted(responses, 'risk');
      if (!answer) {
        const live = await deployer.current(args.service, 'production');
        const diff = await deployer.diff(args.service, live.version, p.release.build);
        const summary = [
          `Production runs ${live.version}; promoting ${p.release.build}.`,
          `${diff.commits.length} commits, ${diff.migrations.length} schema migrations, ${diff.flags_changed.length} flag changes.`,
        ].join('\n');
        return needInput(
          {
            risk: form(summary, {
              acknowledge: { type: 'boolean', title: 'I have reviewed the changes and the rollback plan' },
              watch: { type: 'string', enum: ['15m', '30m', '60m'], title: 'Post-release watch period' },
            }),
          },
          issue(p),
        );
      }
      if (answer.acknowledge !== true) return failed('Promotion stopped at the risk review.');
      p = { ...p, stage: 'go', checks: { ...p.checks, risk: true, watch: answer.watch ?? '30m' } };
    }

    const promotion = await deployer.promote(args.service, p.release.build, {
      change_ticket: p.checks.ticket,
      requested_by: caller.userId,
      watch_period: p.checks.watch,
    });
    await tickets.comment(p.checks.ticket, `Promoted ${args.service} ${p.release.build} to production (promotion ${promotion.id}) by ${caller.userId}.`);
    return done(`Promotion ${promotion.id} started for ${args.service} ${p.release.build}.`, { promotionId: promotion.id });
  },
};
