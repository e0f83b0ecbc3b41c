// Exports the runbook, log tailing and restart tools as one list.
'use strict';

module.exports = [require('./runbook'), require('./logs'), require('./restart')];
