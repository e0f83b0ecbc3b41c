// Environment-driven settings for the PathLab courier MCP server.
'use strict';

const fs = require('node:fs');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 3300),
  mysql: {
    host: process.env.MYSQL_HOST || 'localhost',
    port: Number(process.env.MYSQL_PORT || 3306),
    user: process.env.MYSQL_USER || 'pathlab',
    password: process.env.MYSQL_PASSWORD,
    database: process.env.MYSQL_DATABASE || 'pathlab',
  },
  lims: {
    baseUrl: process.env.LIMS_URL || 'https://lims.pathlab.example/api/v3',
    apiKey: required('LIMS_API_KEY'),
  },
  jwt: {
    issuer: process.env.JWT_ISSUER || 'https://login.pathlab.example/',
    audience: process.env.JWT_AUDIENCE || 'pathlab-courier',
    publicKey: fs.readFileSync(process.env.JWT_PUBLIC_KEY_PATH || '/etc/pathlab/jwt.pub', 'utf8'),
  },
  courierCutoffHour: Number(process.env.COURIER_CUTOFF_HOUR || 15),
};
