// Entry point: `node server/main.ts` serves dist/ and the reference API on one origin.
import { startServer } from './app.ts';
import { readConfig, type Config } from './config.ts';
import { MAIN_DEMO } from './seed.ts';

let config: Config;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const server = await startServer({ config });
const { publicUrl } = server.app;

console.log(`Cloudbox reference server (${config.mode}) at ${server.url}`);
if (publicUrl !== server.url) console.log(`Links in messages use PUBLIC_URL ${publicUrl}`);
if (config.mode !== 'production') console.log(`Outbox (e-mail and SMS): ${server.url}/dev/outbox`);
if (config.mode !== 'production') {
  console.log(
    `Demo sign-in: company ID "${MAIN_DEMO.company}", user ID "${MAIN_DEMO.userId}", password "${MAIN_DEMO.password}"`,
  );
}
if (server.firstAdmin !== null) {
  const { company, userId, password } = server.firstAdmin;
  // Printed this once, on the first start of an empty data folder; it is never stored in clear.
  console.log(
    `First administrator (one-time password, to be changed at first sign-in): company ID "${company}", user ID "${userId}", password "${password}"`,
  );
}
console.log(`Data folder: ${config.dataDir}`);
if (!server.built)
  console.warn(`No build in ${config.distDir}: run "npm run build" (or "npm start").`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
