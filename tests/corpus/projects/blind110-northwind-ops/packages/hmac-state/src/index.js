// Entry point of the hmac-state package that re-exports the state secret and token helpers.
'use strict';

module.exports = {
  ...require('./secret'),
  ...require('./token'),
};
