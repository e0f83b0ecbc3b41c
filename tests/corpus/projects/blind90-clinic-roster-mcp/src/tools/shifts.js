// list_shifts and swap_shift tools: show a staff member's rota and hand a shift to a free colleague after confirmation.
'use strict';

var z = require('zod').z;
var rounds = require('../rounds');

var SWAP = 'swap_shift';
var ROSTER_API_VERSION = '2024-10-01';

function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

function listShifts(services, staffOf) {
  return function (args, extra) {
    var staff = staffOf(extra);
    var from = args.from ? new Date(args.from) : new Date();
    var to = new Date(from.getTime() + (args.days || 14) * 86400000);
    return services.db.shiftsFor(staff.id, from, to).then(function (rows) {
      if (!rows.length) return rounds.text('No shifts between ' + isoDay(from) + ' and ' + isoDay(to) + '.');
      return rounds.text.apply(null, rows.map(function (row) {
        return '#' + row.id + '  ' + row.starts_at.toISOString() + ' - ' + row.ends_at.toISOString() + '  ' + row.ward + ' (' + row.role + ')';
      }));
    });
  };
}

function swapShift(services, staffOf) {
  return function (args, extra) {
    var staff = staffOf(extra);
    var binding = { userId: staff.id, tool: SWAP, args: args };
    var token = rounds.retryState(extra);
    return services.db.shiftOwnedBy(args.shiftId, staff.id).then(function (shift) {
      if (!shift) return rounds.toolError('Shift #' + args.shiftId + ' is not on your rota.');
      return services.db.colleagueFree(args.colleagueId, shift.ward_id, shift.role, shift.starts_at, shift.ends_at)
        .then(function (colleague) {
          if (!colleague) return rounds.toolError('That colleague cannot take this shift (other ward, other role or already working).');
          if (!token) {
            var sealed = services.sealer.seal({ apiVersion: ROSTER_API_VERSION, colleague: colleague.display_name }, binding);
            return rounds.inputRequired({
              confirm: rounds.form('Give your shift on ' + shift.starts_at.toISOString() + ' to ' + colleague.display_name + '?', {
                confirm: { type: 'boolean', title: 'Yes, swap it' },
                note: { type: 'string', title: 'Note for your colleague', maxLength: 280 }
              }, ['confirm'])
            }, sealed);
          }
          var state = services.sealer.open(token, binding);
          if (!state) return rounds.toolError(rounds.STATE_REJECTED);
          if (state.apiVersion !== ROSTER_API_VERSION) return rounds.toolError('The roster changed version; please start the swap again.');
          var reply = rounds.answer(extra, 'confirm');
          if (!reply || reply.confirm !== true) return rounds.text('Nothing changed.');
          return services.db.swapShift(shift.id, staff.id, args.colleagueId, reply.note).then(function () {
            return rounds.text('Shift #' + shift.id + ' now belongs to ' + state.colleague + '.');
          });
        });
    });
  };
}

exports.register = function (server, services, staffOf) {
  server.registerTool('list_shifts', {
    description: 'List your shifts for the coming days.',
    inputSchema: { from: z.string().optional(), days: z.number().int().min(1).max(62).optional() },
    annotations: { readOnlyHint: true }
  }, listShifts(services, staffOf));

  server.registerTool(SWAP, {
    description: 'Hand one of your shifts to a colleague on the same ward and role. Asks you to confirm first.',
    inputSchema: { shiftId: z.string(), colleagueId: z.string() },
    annotations: { destructiveHint: false, idempotentHint: false }
  }, swapShift(services, staffOf));
};
