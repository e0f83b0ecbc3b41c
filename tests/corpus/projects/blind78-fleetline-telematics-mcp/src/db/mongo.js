// MongoDB connection and collection accessors for fleets, vehicles, API keys and commands.
import { MongoClient } from 'mongodb';
import { env } from '../env.js';

const client = new MongoClient(env.mongoUrl, { maxPoolSize: 20, appName: 'fleetline-mcp' });
let database;

export async function connect() {
  if (!database) {
    await client.connect();
    database = client.db(env.mongoDb);
    await database.collection('vehicle_events').createIndex({ eventId: 1 }, { unique: true });
  }
  return database;
}

export const collections = {
  fleets: () => database.collection('fleets'),
  vehicles: () => database.collection('vehicles'),
  apiKeys: () => database.collection('api_keys'),
  routes: () => database.collection('routes'),
  commands: () => database.collection('vehicle_commands'),
  events: () => database.collection('vehicle_events'),
};

export async function close() {
  await client.close();
}
