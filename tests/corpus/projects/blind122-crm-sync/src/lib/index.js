// Barrel that re-exports the config, state token, CRM client and result helpers.
'use strict';

// Barrel for everything tools are allowed to touch.
module.exports = {
  ...require('./config'),
  ...require('./state-token'),
  ...require('./crm'),
  ...require('./results'),
};
