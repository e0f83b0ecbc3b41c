// Tool registry: each module exports { definition, handle } and is keyed by its tool name.
'use strict';

const registry = module.exports = {};

registry.reassign_driver = require('./reassignDriver');
registry.route_lookup = require('./routeLookup');
registry.fuel_report = require('./fuelReport');
