// Registers the read-only lookup_sku tool showing stock on hand and bin location.
'use strict';

var z = require('zod').z;
var inventory = require('../inventory');

module.exports = function register(server) {
  server.tool(
    'lookup_sku',
    'Show stock on hand and bin location for a SKU',
    { sku: z.string().min(1) },
    { readOnlyHint: true },
    function (input) {
      return new Promise(function (resolve, reject) {
        inventory.getItem(input.sku, function (err, item) {
          if (err) return reject(err);
          resolve({
            content: [{
              type: 'text',
              text: item ? item.name + ': ' + item.on_hand + ' on hand in bin ' + item.bin : 'Unknown SKU ' + input.sku
            }]
          });
        });
      });
    }
  );
};
