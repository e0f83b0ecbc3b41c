// request_cover tool: posts an open cover request for one of the caller's shifts on a given day.
const TOOL = 'request_cover';

const REASONS = ['sick', 'family', 'training', 'annual_leave', 'other'];

module.exports = {
  name: TOOL,
  description: 'Ask colleagues to cover one of your shifts on a given date.',
  inputSchema: {
    type: 'object',
    properties: { date: { type: 'string', format: 'date' } },
    required: ['date'],
  },
  annotations: { destructiveHint: false },

  async handle(args, ctx, { db, stateTokens }) {
    if (!ctx.requestState) {
      const shifts = await db.shiftsForStaff(ctx.userId, args.date);
      if (shifts.length === 0) {
        return { content: [{ type: 'text', text: `You have no shifts on ${args.date}.` }] };
      }
      const token = stateTokens.issue(
        { shiftIds: shifts.map((s) => s.id), date: args.date },
        { subject: ctx.userId, tool: TOOL },
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          pick: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which shift needs cover, and why?',
              requestedSchema: {
                type: 'object',
                properties: {
                  shiftId: {
                    type: 'integer',
                    oneOf: shifts.map((s) => ({ const: s.id, title: `${s.ward} ${s.starts_at}–${s.ends_at}` })),
                  },
                  reason: { type: 'string', enum: REASONS },
                },
                required: ['shiftId', 'reason'],
              },
            },
          },
        },
        requestState: token,
        _meta: { requestState: token },
      };
    }

    const prior = stateTokens.peek(ctx.requestState); // expect: require-sealed-state
    const reply = ctx.inputResponses?.pick;
    if (reply?.action !== 'accept') return { content: [{ type: 'text', text: 'No cover request made.' }] };

    const { shiftId, reason } = reply.content || {};
    if (!Array.isArray(prior.shiftIds) || !prior.shiftIds.includes(shiftId)) {
      return { isError: true, content: [{ type: 'text', text: 'Pick one of the shifts offered.' }] };
    }

    const id = await db.openCoverRequest({ shiftId, requestedBy: ctx.userId, reason });
    return {
      content: [{ type: 'text', text: `Cover request #${id} posted for shift ${shiftId} on ${prior.date}.` }],
      structuredContent: { coverRequestId: id, shiftId },
    };
  },
};
