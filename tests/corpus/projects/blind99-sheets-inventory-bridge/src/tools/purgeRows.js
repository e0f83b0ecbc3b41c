// Tool purge_discontinued_items: deletes discontinued SKUs from a warehouse once the user confirms.
const { z } = require('zod');
const { callerFrom } = require('../auth');
const backend = require('../backend');
const { checkConfirmation, digestArgs, issueConfirmation } = require('../confirm');

const TOOL = 'purge_discontinued_items';
const CONFIRM = 'confirm_purge';
const DELETE_BATCH = 200;

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const done = (text) => ({ content: [{ type: 'text', text }] });

function register(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Purge discontinued items',
      description: 'Permanently delete items marked discontinued before a date from one warehouse.',
      inputSchema: {
        warehouse: z.string().regex(/^[A-Z]{2,4}-\d{1,3}$/),
        discontinuedBefore: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, extra) => {
      const caller = callerFrom(extra);
      if (!caller) return fail('Authentication required.');
      if (!caller.warehouses.includes(args.warehouse)) return fail(`No access to warehouse ${args.warehouse}.`);

      const binding = { userId: caller.userId, tool: TOOL, argsDigest: digestArgs(TOOL, args) };
      const meta = extra._meta || {};
      const { accessToken } = await backend.exchangeToken(caller.token);
      const skus = await backend.findDiscontinued(accessToken, args.warehouse, args.discontinuedBefore);

      if (!meta.requestState) {
        if (skus.length === 0) return done('Nothing to purge.');
        return {
          content: [{ type: 'text', text: `${skus.length} discontinued SKUs found.` }],
          resultType: 'input_required',
          inputRequests: {
            [CONFIRM]: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Permanently delete ${skus.length} SKUs from ${args.warehouse} (for example ${skus.slice(0, 5).join(', ')})?`,
                requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Delete permanently' } }, required: ['confirm'] },
              },
            },
          },
          requestState: issueConfirmation(binding),
        };
      }

      if (!checkConfirmation(meta.requestState, binding)) return fail('This confirmation is invalid or has expired; run the purge again.');
      const answer = meta.inputResponses && meta.inputResponses[CONFIRM];
      if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) return done('Purge cancelled.');

      let deleted = 0;
      for (let i = 0; i < skus.length; i += DELETE_BATCH) {
        deleted += await backend.deleteItems(accessToken, args.warehouse, skus.slice(i, i + DELETE_BATCH));
      }
      return done(`Deleted ${deleted} discontinued SKUs from ${args.warehouse}.`);
    },
  );
}

module.exports = { register };
