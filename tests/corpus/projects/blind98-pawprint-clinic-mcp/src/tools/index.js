// Registry of clinic tools: definitions for tools/list and handlers for tools/call.
'use strict';

const lookupPatient = require('./lookupPatient');
const scheduleProcedure = require('./scheduleProcedure');
const voidInvoice = require('./voidInvoice');

const tools = {
  [lookupPatient.definition.name]: lookupPatient,
  [scheduleProcedure.definition.name]: scheduleProcedure,
  [voidInvoice.definition.name]: voidInvoice,
};

const definitions = Object.values(tools).map((t) => t.definition);

module.exports = { tools, definitions };
