// request_leave tool: finds the shifts a leave period touches, keeps them in a server-side draft, then files the request.
'use strict';

var z = require('zod').z;
var rounds = require('../rounds');

var TOOL = 'request_leave';

function requestLeave(services, staffOf) {
  return function (args, extra) {
    var staff = staffOf(extra);
    var handle = rounds.retryState(extra);
    if (!handle) {
      var from = new Date(args.from + 'T00:00:00Z');
      var to = new Date(args.to + 'T00:00:00Z');
      if (!(to >= from)) return rounds.toolError('The leave must end on or after its first day.');
      return services.db.shiftsFor(staff.id, from, new Date(to.getTime() + 86400000)).then(function (shifts) {
        var draft = { kind: args.kind, from: args.from, to: args.to, shiftIds: shifts.map(function (s) { return s.id; }) };
        return services.drafts.create(staff.id, TOOL, draft).then(function (draftId) {
          return rounds.inputRequired({
            cover: rounds.form(
              'This leave touches ' + shifts.length + ' rostered shift(s). How should they be covered?',
              { cover: { type: 'string', enum: ['swap_pool', 'bank_staff', 'manager_decides'], title: 'Cover' } },
              ['cover']
            )
          }, draftId);
        });
      });
    }
    return services.drafts.take(handle, staff.id, TOOL).then(function (draft) {
      if (!draft) return rounds.toolError(rounds.STATE_REJECTED);
      if (draft.kind !== args.kind || draft.from !== args.from || draft.to !== args.to) {
        return rounds.toolError('The leave details changed since the first step; please start again.');
      }
      var reply = rounds.answer(extra, 'cover');
      if (!reply) return rounds.text('Leave request not filed.');
      return services.db.insertLeave(staff.id, draft.kind, draft.from, draft.to, draft.shiftIds, reply.cover)
        .then(function (id) {
          return rounds.text('Leave request #' + id + ' filed for ' + draft.from + ' to ' + draft.to + '.');
        });
    });
  };
}

exports.register = function (server, services, staffOf) {
  server.registerTool(TOOL, {
    description: 'Request annual, study or sick leave for a date range.',
    inputSchema: {
      kind: z.enum(['annual', 'study', 'sick']),
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
    },
    annotations: { destructiveHint: false }
  }, requestLeave(services, staffOf));
};
