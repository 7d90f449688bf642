import { loadConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/database.js';
import { readOwner } from './db/ownership.js';
import { databaseTarget } from './db/target.js';
import { createMaintenanceService } from './modules/system/index.js';

const USAGE = 'Usage: npm run maintenance -- on|off|status';

/** Operator commands. `maintenance on|off|status` switches the blocking maintenance modal for every user. */
async function main(argv: string[]): Promise<void> {
  const [command, value] = argv;
  if (command !== 'maintenance' || !value || !['on', 'off', 'status'].includes(value)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const owner = config.databaseUrl ? undefined : readOwner(config.dataDir);

  if (owner && value !== 'status') {
    // A running server owns the embedded database; ask it over loopback instead of opening the files twice.
    const response = await fetch(`http://127.0.0.1:${owner.port}/internal/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': owner.adminToken },
      body: JSON.stringify({ on: value === 'on' }),
    });
    if (!response.ok)
      throw new Error(`The running server refused: ${response.status} ${await response.text()}`);
    console.log(`Maintenance mode is ${value}.`);
    return;
  }
  if (owner) {
    const response = await fetch(`http://127.0.0.1:${owner.port}/api/v2/ping`);
    console.log(`Maintenance mode is ${(await response.json()) === true ? 'on' : 'off'}.`);
    return;
  }

  const database = await openDatabase(databaseTarget(config));
  try {
    await migrateDatabase(database);
    const maintenance = createMaintenanceService(database.db);
    if (value !== 'status') await maintenance.set(value === 'on');
    console.log(`Maintenance mode is ${(await maintenance.isOn()) ? 'on' : 'off'}.`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
