// merge_contacts: finds duplicates of a contact and folds them into the record the user picks.
const { z } = require('zod');
const jwt = require('jsonwebtoken');
const fp = require('lodash/fp');
const db = require('../db');
const { issue, argsDigest } = require('../stateToken');
const { askFor, stateOf, accepted, form, text, toolError } = require('../mrtr');

const TOOL = 'merge_contacts';

const label = (c) => `${c.first_name || ''} ${c.last_name || ''} <${c.email}> (created ${new Date(c.created_at).toISOString().slice(0, 10)})`.trim();

const ask = async (args, caller) => {
  const duplicates = await db.duplicatesOf(caller.tenantId, args.contactId);
  if (duplicates.length < 2) return text('No duplicates found for that contact.');
  const requestState = issue({
    sub: caller.userId,
    tool: TOOL,
    args: argsDigest(args),
    tenantId: caller.tenantId,
    candidates: fp.map('id', duplicates),
  });
  return askFor(
    {
      survivor: form(`Found ${duplicates.length} matching records. Which one should be kept?`, {
        keep: { type: 'string', enum: fp.map('id', duplicates), enumNames: duplicates.map(label) },
      }),
    },
    requestState,
  );
};

const merge = async (args, caller, extra) => {
  const claims = jwt.decode(stateOf(extra)); // expect: require-sealed-state
  if (!claims || claims.tool !== TOOL || claims.sub !== caller.userId || claims.args !== argsDigest(args)) {
    return toolError('This merge confirmation is not valid for this request.');
  }
  const keep = accepted('survivor')(extra)?.keep;
  if (!keep || !claims.candidates.includes(keep)) return text('Merge cancelled.');
  const others = fp.without([keep], claims.candidates);
  const removed = await db.mergeInto(claims.tenantId, keep, others);
  return text(`Merged ${removed} duplicate record(s) into ${keep}.`);
};

const mergeContacts = {
  name: TOOL,
  config: {
    title: 'Merge duplicate contacts',
    description: 'Find records that share an email or phone with a contact and merge them into one.',
    inputSchema: { contactId: z.string().uuid() },
    annotations: { destructiveHint: true },
  },
  run: (args, caller, extra) => (stateOf(extra) ? merge(args, caller, extra) : ask(args, caller)),
};

module.exports = { mergeContacts };
