// swap_shift tool: hands one of the caller's shifts to a colleague after the caller confirms.
const TOOL = 'swap_shift';

const text = (t, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });

module.exports = {
  name: TOOL,
  description: 'Give one of your shifts to another staff member of the same clinic and role.',
  inputSchema: {
    type: 'object',
    properties: {
      shiftId: { type: 'integer', minimum: 1 },
      toStaffId: { type: 'string', minLength: 1 },
    },
    required: ['shiftId', 'toStaffId'],
  },
  annotations: { destructiveHint: true },

  async handle(args, ctx, { db, stateTokens }) {
    if (!ctx.requestState) {
      const shift = await db.shiftById(args.shiftId);
      if (!shift || shift.staff_id !== ctx.userId) return text('That shift is not yours.', true);
      const colleague = await db.staffById(args.toStaffId);
      if (!colleague || !colleague.active || colleague.clinic_id !== shift.clinic_id || colleague.role !== shift.role) {
        return text('That colleague cannot take this shift.', true);
      }

      const token = stateTokens.issue(
        { shiftId: shift.id, toStaffId: colleague.id },
        { subject: ctx.userId, tool: TOOL },
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Hand your ${shift.ward} shift (${shift.starts_at}) to ${colleague.display_name}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, hand it over' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: token,
        _meta: { requestState: token },
      };
    }

    let shiftId;
    let toStaffId;
    try {
      ({ shiftId, toStaffId } = stateTokens.read(ctx.requestState, { tool: TOOL }));
    } catch (err) {
      return text('This confirmation is no longer valid. Please start the swap again.', true);
    }
    if (shiftId !== args.shiftId || toStaffId !== args.toStaffId) {
      return text('The swap details changed after confirmation.', true);
    }

    const reply = ctx.inputResponses?.confirm;
    if (reply?.action !== 'accept' || reply.content?.confirm !== true) return text('Swap cancelled.');

    const moved = await db.reassignShift(shiftId, toStaffId, ctx.userId);
    return {
      ...text(`Shift ${moved.shiftId} now belongs to ${moved.to}.`),
      structuredContent: moved,
    };
  },
};
