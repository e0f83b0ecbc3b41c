'use strict';

var _ = require('lodash');

var TOOL = 'cycle_count';
var PAGE_SIZE = 8;

function countRequest(zone, bins) {
  var properties = {};
  bins.forEach(function (bin) {
    properties[bin.bin_id] = { type: 'integer', minimum: 0, title: bin.bin_id + ' / ' + bin.sku };
  });
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: 'Zone ' + zone + ': count these bins and enter what you find.',
      requestedSchema: { type: 'object', properties: properties, required: _.keys(properties) }
    }
  };
}

function nextPage(db, zone, afterBin) {
  return db.query(
    'SELECT bin_id, sku, qty FROM bin_stock WHERE zone = ? AND bin_id > ? ORDER BY bin_id LIMIT ?',
    [zone, afterBin, PAGE_SIZE]
  );
}

module.exports = {
  name: TOOL,
  description: 'Walk a zone bin by bin, asking for physical counts and recording the variances.',
  inputSchema: {
    type: 'object',
    properties: { zone: { type: 'string', pattern: '^[A-Z]$' } },
    required: ['zone']
  },

  handler: function (params, extra, deps) {
    var userId = deps.userOf(extra);
    var zone = _.get(params, 'arguments.zone');

    function ask(bins, progress) {
      if (!bins.length) {
        return {
          content: [{
            type: 'text',
            text: 'Zone ' + zone + ' done: ' + progress.counted + ' bins counted, ' + progress.variances + ' with a variance.'
          }]
        };
      }
      return {
        resultType: 'input_required',
        inputRequests: { counts: countRequest(zone, bins) },
        requestState: deps.sealer.seal(
          {
            zone: zone,
            bins: _.map(bins, 'bin_id'),
            pageToken: _.last(bins).bin_id,
            counted: progress.counted,
            variances: progress.variances
          },
          { userId: userId, tool: TOOL }
        )
      };
    }

    if (!params.requestState) {
      return nextPage(deps.db, zone, '').then(function (bins) {
        return ask(bins, { counted: 0, variances: 0 });
      });
    }

    var saved = deps.sealer.open(params.requestState, { userId: userId, tool: TOOL });
    if (!saved || saved.zone !== zone) {
      return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'This count session expired or is not yours; start the zone again.' }] });
    }

    var answer = _.get(params, ['inputResponses', 'counts']);
    if (!answer || answer.action !== 'accept') {
      return Promise.resolve({ content: [{ type: 'text', text: 'Count of zone ' + zone + ' paused after ' + saved.counted + ' bins.' }] });
    }

    var counts = _.pick(answer.content, saved.bins);
    return deps.db
      .query('SELECT bin_id, qty FROM bin_stock WHERE bin_id IN (?)', [saved.bins])
      .then(function (rows) {
        var expected = _.mapValues(_.keyBy(rows, 'bin_id'), 'qty');
        var lines = _.map(counts, function (qty, binId) {
          return [binId, zone, expected[binId], qty, userId];
        });
        var variances = _.filter(lines, function (line) { return line[2] !== line[3]; }).length;
        return deps.db
          .query('INSERT INTO cycle_count_lines (bin_id, zone, expected_qty, counted_qty, user_id) VALUES ?', [lines])
          .then(function () {
            return nextPage(deps.db, zone, saved.pageToken);
          })
          .then(function (bins) {
            return ask(bins, { counted: saved.counted + lines.length, variances: saved.variances + variances });
          });
      });
  }
};
