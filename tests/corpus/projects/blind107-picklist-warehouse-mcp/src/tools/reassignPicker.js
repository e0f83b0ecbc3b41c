// src/tools/reassignPicker.js — reassign_picker: hands a pick wave to another picker on shift in the same zone
'use strict';

var z = require('zod').z;
var db = require('../db');
var rt = require('../lib/roundTrip');
var pending = require('../pending')();

var TOOL = 'reassign_picker';

module.exports = function registerReassignPicker(server) {
  server.tool(
    TOOL,
    'Move a pick wave to another picker. You will choose from pickers on shift in the same zone.',
    { waveId: z.number().int().positive() },
    async function (args, extra) {
      var user = rt.userOf(extra);
      if (!user) return rt.fail('Not signed in.');

      var wave = await db.wave(user.warehouseId, args.waveId);
      if (!wave) return rt.fail('Wave ' + args.waveId + ' is not in your warehouse.');
      if (wave.status === 'done') return rt.fail('Wave ' + wave.id + ' is finished.');

      var round = rt.read(extra);
      if (!round.state) {
        var pickers = await db.availablePickers(user.warehouseId, wave.zone);
        if (!pickers.length) return rt.done('Nobody else is free in zone ' + wave.zone + '.');
        var handle = await pending.putAsync({
          userId: user.id,
          tool: TOOL,
          waveId: wave.id,
          pickerIds: pickers.map(function (p) { return p.id; })
        });
        return rt.needInput(
          rt.ask('picker', 'Who should take wave ' + wave.id + ' (zone ' + wave.zone + ')?', {
            pickerId: { type: 'integer', title: 'Picker', oneOf: pickers.map(function (p) { return { const: p.id, title: p.display_name }; }) }
          }),
          handle
        );
      }

      var saved = await pending.takeAsync(round.state);
      if (!saved || saved.userId !== user.id || saved.tool !== TOOL || saved.waveId !== wave.id) {
        return rt.fail('This choice is no longer valid. Start again.');
      }
      var choice = rt.accepted(round.responses, 'picker');
      if (!choice) return rt.done('Wave ' + wave.id + ' left with its current picker.');
      if (saved.pickerIds.indexOf(choice.pickerId) === -1) return rt.fail('That picker was not offered.');

      await db.assignPicker(wave.id, choice.pickerId, user.id);
      return rt.done('Wave ' + wave.id + ' is now assigned to picker ' + choice.pickerId + '.');
    }
  );
};
