// notify_supplier: lets the caller choose supplier contacts and sends them the recall notice.
'use strict';

const { z } = require('zod');
const db = require('../db');
const stateToken = require('../lib/stateToken');
const { notifyContacts } = require('../suppliers');

const NAME = 'notify_supplier';

const schema = z.object({
  recallId: z.string().regex(/^RC-\d{4}-\d{4}$/),
  message: z.string().min(10).max(2000),
});

async function run(args, call) {
  const { text, inputRequired, form, accepted } = require('./index');
  const { principal } = call;

  if (!call.requestState) {
    const recall = await db.recallById(args.recallId);
    if (!recall) {
      return text(`No recall ${args.recallId}.`, true);
    }
    const contacts = await db.supplierContacts(recall.supplier_id);
    if (contacts.length === 0) {
      return text(`${recall.supplier_name} has no active contacts on file.`, true);
    }
    const requestState = stateToken.seal({ stage: 'pick-contacts', recallId: recall.id, contactIds: contacts.map((c) => c.id) }, { sub: principal.userId }); // expect: require-state-binding
    return inputRequired(
      {
        contacts: form(
          `Which ${recall.supplier_name} contacts should receive the notice for "${recall.title}"?`,
          {
            contactIds: {
              type: 'array',
              title: 'Contacts',
              items: { type: 'string', oneOf: contacts.map((c) => ({ const: c.id, title: `${c.full_name} <${c.email}> (${c.role})` })) },
            },
          },
          ['contactIds'],
        ),
      },
      requestState,
    );
  }

  const pending = stateToken.open(call.requestState, { sub: principal.userId, tool: NAME });
  if (!pending || pending.stage !== 'pick-contacts') {
    return text('This contact list has expired. Please run notify_supplier again.', true);
  }
  const answer = accepted(call, 'contacts');
  const chosen = Array.isArray(answer && answer.contactIds) ? answer.contactIds.filter((id) => pending.contactIds.includes(id)) : [];
  if (chosen.length === 0) {
    return text('Nobody selected; no notice was sent.');
  }
  const recall = await db.recallById(pending.recallId);
  const contacts = (await db.supplierContacts(recall.supplier_id)).filter((c) => chosen.includes(c.id));
  await notifyContacts(recall, contacts, args.message);
  await db.recordNotification(recall.id, contacts.map((c) => c.id), principal.userId);
  return text(`Sent the recall notice to ${contacts.length} contact(s) at ${recall.supplier_name}.`);
}

module.exports = {
  name: NAME,
  description: 'Send a recall notice to chosen contacts at the supplier.',
  schema,
  jsonSchema: {
    type: 'object',
    properties: {
      recallId: { type: 'string', pattern: '^RC-\\d{4}-\\d{4}$' },
      message: { type: 'string', minLength: 10, maxLength: 2000 },
    },
    required: ['recallId', 'message'],
  },
  annotations: { destructiveHint: false, openWorldHint: true },
  run,
};
