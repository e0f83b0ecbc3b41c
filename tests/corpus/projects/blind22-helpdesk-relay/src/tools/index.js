'use strict';

const tools = [require('./escalateTicket'), require('./linkJira'), require('./draftReply')];

/** name -> { name, definition, handle } */
module.exports = new Map(tools.map((tool) => [tool.name, tool]));
