// Tool remove_segment_members: removes every contact from a static segment after the user types the segment name.
const crm = require('../crmClient');
const { config } = require('../config');
const { open, seal, StateRejected } = require('../sealedState');
const { answer, argsDigest, askInput, canUseSegment, fail, ok } = require('./common');

const TOOL = 'remove_segment_members';
const CONFIRM_KEY = 'confirm_removal';
const MAX_ROUNDS = 400;

const definition = {
  name: TOOL,
  description: 'Remove all contacts from a static CRM segment. The contacts themselves are kept.',
  inputSchema: {
    type: 'object',
    properties: { segmentId: { type: 'string', pattern: '^[0-9]{1,12}$' } },
    required: ['segmentId'],
  },
  annotations: { destructiveHint: true, idempotentHint: true },
};

async function handler(args, ctx) {
  if (!ctx.scopes.includes('crm:admin')) return fail('Removing segment members requires the crm:admin scope.');
  const segment = await crm.getSegment(args.segmentId);
  if (!canUseSegment(ctx, segment)) return fail('Segment not found.');
  if (segment.type !== 'static') return fail('Only static segments can be emptied.');
  const binding = { userId: ctx.userId, tool: TOOL, argsDigest: argsDigest(TOOL, args) };

  if (ctx.requestState === undefined) {
    return askInput({
      key: CONFIRM_KEY,
      message: `Remove all ${segment.size} contacts from "${segment.name}"? Type the segment name to confirm.`,
      properties: { segmentName: { type: 'string', title: 'Segment name' } },
      required: ['segmentName'],
      requestState: seal({ memberCount: segment.size, apiVersion: config.crm.apiVersion }, binding),
    });
  }

  try {
    open(ctx.requestState, binding);
  } catch (err) {
    if (err instanceof StateRejected) return fail(`This confirmation cannot be used (${err.message}); run the tool again.`);
    throw err;
  }
  const typed = answer(ctx.inputResponses, CONFIRM_KEY);
  if (!typed || String(typed.segmentName || '').trim() !== segment.name) return ok('The name did not match; nothing was removed.');

  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const { ids } = await crm.segmentMemberIds(segment.id, null);
    if (ids.length === 0) break;
    await crm.removeSegmentMembers(segment.id, ids);
    removed += ids.length;
  }
  return ok(`Removed ${removed} contacts from "${segment.name}".`);
}

module.exports = { definition, handler };
