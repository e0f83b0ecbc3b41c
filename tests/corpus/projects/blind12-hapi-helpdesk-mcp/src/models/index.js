'use strict';

const { Sequelize, DataTypes } = require('sequelize');
const config = require('../config');

const sequelize = new Sequelize(config.databaseUrl, { logging: false });

const Agent = sequelize.define('Agent', {
  id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  displayName: DataTypes.STRING,
  zendeskUserId: DataTypes.BIGINT,
  // personal Zendesk API token, used so notes are attributed to the agent
  zendeskApiToken: DataTypes.STRING,
  teamId: DataTypes.UUID,
});

const Team = sequelize.define('Team', {
  id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
  name: DataTypes.STRING,
  pagerDutyServiceId: DataTypes.STRING,
  pagerDutyRoutingKey: DataTypes.STRING,
});

const ApiKey = sequelize.define('ApiKey', {
  digest: { type: DataTypes.STRING(64), primaryKey: true },
  scopes: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
  revokedAt: DataTypes.DATE,
});

const Ticket = sequelize.define('Ticket', {
  id: { type: DataTypes.STRING, primaryKey: true },
  subject: DataTypes.STRING,
  status: { type: DataTypes.ENUM('new', 'open', 'pending', 'solved', 'closed'), defaultValue: 'new' },
  priority: DataTypes.STRING,
  requesterEmail: DataTypes.STRING,
  mergedInto: DataTypes.STRING,
  teamId: DataTypes.UUID,
});

const TicketComment = sequelize.define('TicketComment', {
  body: DataTypes.TEXT,
  public: { type: DataTypes.BOOLEAN, defaultValue: false },
  authorId: DataTypes.UUID,
});

ApiKey.belongsTo(Agent);
Agent.belongsTo(Team);
Ticket.belongsTo(Team);
Ticket.hasMany(TicketComment);
TicketComment.belongsTo(Ticket);

module.exports = { sequelize, Agent, Team, ApiKey, Ticket, TicketComment };
