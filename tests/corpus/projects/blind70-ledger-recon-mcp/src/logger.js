// Winston logger shared by the reconciliation server.
'use strict';

const winston = require('winston');

const logger = winston.createLogger({
  level: process.env.LOG_LEVEL || 'info',
  format: winston.format.combine(winston.format.timestamp(), winston.format.json()),
  defaultMeta: { service: 'ledger-recon-mcp' },
  transports: [new winston.transports.Console()],
});

module.exports = logger;
