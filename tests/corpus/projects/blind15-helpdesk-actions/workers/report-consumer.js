'use strict';

const { consume } = require('../lib/amqp');
const vendorDesk = require('../lib/vendor-desk');
const custom = require('../config/custom');

const MAX_JOB_AGE_MS = 10 * 60 * 1000;

function readScope(job) {
  const scope = JSON.parse(Buffer.from(job.requestState, 'base64url').toString('utf8')); // expect-todo: require-sealed-state
  if (!scope.userId || !scope.teamId) throw new Error('export job without scope');
  if (Date.now() - scope.at > MAX_JOB_AGE_MS) throw new Error('export request is too old');
  return scope;
}

async function handleExport(job) {
  const { userId, teamId, days } = readScope(job);
  const tickets = await vendorDesk.ticketsForTeam(teamId, { sinceDays: days, includeInternalNotes: job.includeInternalNotes });
  const file = await vendorDesk.renderReport(tickets, job.format);
  await vendorDesk.mailTo(userId, { subject: `Ticket export for ${teamId}`, attachment: file });
  console.log(`[reports] sent ${tickets.length} tickets of ${teamId} to ${userId} (${job.format})`);
}

function start() {
  console.log(`[reports] consuming ${custom.amqp.reportsQueue}`);
  return consume(custom.amqp.reportsQueue, handleExport);
}

module.exports = { start, handleExport };
