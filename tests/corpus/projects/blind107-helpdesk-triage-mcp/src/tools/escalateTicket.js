// src/tools/escalateTicket.js — escalate_ticket: moves a ticket to a higher-tier queue chosen by the agent
import { z } from 'zod';
import jwt from 'jsonwebtoken';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as tickets from '../ticketsDb.js';
import { mint } from '../stateJwt.js';
import { currentAgent, rawState, text, toolError } from '../lib/results.js';

var TOOL = 'escalate_ticket';

export default function registerEscalateTicket(server) {
  server.registerTool(TOOL, {
    description: 'Escalate a ticket to a higher-tier queue. You will be asked for the target queue and priority.',
    inputSchema: z.object({
      ticketId: z.number().int().positive(),
      note: z.string().max(500).optional()
    })
  }, async function (args, ctx) {
    var agent = currentAgent(ctx);
    if (!agent) return toolError('Sign in as a service desk agent first.');

    var ticket = await tickets.getTicket(args.ticketId);
    if (!ticket) return toolError('Ticket #' + args.ticketId + ' does not exist.');
    if (ticket.status === 'closed') return toolError('Ticket #' + ticket.id + ' is closed.');

    var raw = rawState(ctx);
    if (!raw) {
      var queues = await tickets.listQueues(agent.tier);
      if (!queues.length) return toolError('There is no queue above tier ' + agent.tier + '.');
      var token = await mint(
        { ticketId: ticket.id, queueIds: queues.map(function (q) { return q.id; }) },
        { tool: TOOL, user: agent.userId }
      );
      return inputRequired({
        inputRequests: {
          target: inputRequired.elicit({
            message: 'Escalate #' + ticket.id + ' "' + ticket.title + '" to which queue?',
            requestedSchema: {
              type: 'object',
              properties: {
                queueId: { type: 'integer', title: 'Queue', oneOf: queues.map(function (q) { return { const: q.id, title: 'T' + q.tier + ' · ' + q.name }; }) },
                priority: { type: 'string', title: 'Priority', enum: ['P1', 'P2', 'P3'] }
              },
              required: ['queueId', 'priority']
            }
          })
        },
        requestState: token
      });
    }

    var claims = jwt.decode(raw); // expect: require-sealed-state
    if (!claims || claims.aud !== TOOL || claims.sub !== String(agent.userId)) return toolError('Escalation request not recognised. Start again.');
    if (!claims.exp || claims.exp * 1000 < Date.now()) return toolError('Escalation request timed out. Start again.');
    if (claims.ticketId !== ticket.id) return toolError('That choice was for another ticket.');

    var choice = acceptedContent(ctx.mcpReq.inputResponses, 'target');
    if (!choice) return text('Escalation cancelled.');
    if (claims.queueIds.indexOf(choice.queueId) === -1) return toolError('That queue was not offered.');

    await tickets.escalate(ticket.id, choice.queueId, choice.priority, agent.userId, args.note);
    return text('Ticket #' + ticket.id + ' escalated to queue ' + choice.queueId + ' at ' + choice.priority + '.');
  });
}
