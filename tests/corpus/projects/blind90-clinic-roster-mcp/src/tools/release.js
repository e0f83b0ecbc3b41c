// release_shift tool: gives a shift back to the open pool after the staff member confirms this exact release.
'use strict';

var z = require('zod').z;
var rounds = require('../rounds');

var TOOL = 'release_shift';
var MIN_NOTICE_MS = 48 * 3600 * 1000;

function releaseShift(services, staffOf) {
  return function (args, extra) {
    var staff = staffOf(extra);
    var binding = { userId: staff.id, tool: TOOL, args: { shiftId: args.shiftId, reason: args.reason } };
    var token = rounds.retryState(extra);
    return services.db.shiftOwnedBy(args.shiftId, staff.id).then(function (shift) {
      if (!shift) return rounds.toolError('Shift #' + args.shiftId + ' is not on your rota.');
      if (shift.starts_at.getTime() - Date.now() < MIN_NOTICE_MS) {
        return rounds.toolError('Shifts starting within 48 hours must be released through the ward manager.');
      }
      if (!token) {
        return rounds.inputRequired({
          confirm: rounds.form('Release your ' + shift.role + ' shift on ' + shift.starts_at.toISOString() + '? It goes to the open pool.', {
            confirm: { type: 'boolean', title: 'Release this shift' }
          }, ['confirm'])
        }, services.sealer.seal({ startsAt: shift.starts_at.toISOString() }, binding));
      }
      var state = services.sealer.open(token, binding);
      if (!state) return rounds.toolError(rounds.STATE_REJECTED);
      if (state.startsAt !== shift.starts_at.toISOString()) return rounds.toolError('The shift was moved meanwhile; please check it again.');
      var reply = rounds.answer(extra, 'confirm');
      if (!reply || reply.confirm !== true) return rounds.text('Shift kept.');
      return services.db.releaseShift(shift.id, staff.id, args.reason).then(function () {
        return rounds.text('Shift #' + shift.id + ' released to the open pool.');
      });
    });
  };
}

exports.register = function (server, services, staffOf) {
  server.registerTool(TOOL, {
    description: 'Release one of your shifts to the open pool (at least 48 hours ahead). Asks for confirmation.',
    inputSchema: { shiftId: z.string(), reason: z.string().min(3).max(200) },
    annotations: { destructiveHint: true }
  }, releaseShift(services, staffOf));
};
