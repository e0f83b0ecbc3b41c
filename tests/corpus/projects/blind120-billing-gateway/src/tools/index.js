// Instantiates the billing tools and exposes their definitions and lookup by name.
'use strict';

const stripe = require('../stripe');

const classes = [require('./list-invoices'), require('./refund-invoice')];

const tools = new Map(classes.map((Cls) => [Cls.definition.name, new Cls({ stripe })]));

module.exports = {
  definitions: () => classes.map((Cls) => Cls.definition),
  get: (name) => tools.get(name),
};
