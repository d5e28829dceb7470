import { loadConfig } from './config.js';
import { createApp } from './create-app.js';

const config = loadConfig();
const app = await createApp(config);
await app.listen(config.PORT);
console.log(`CheckIn API listening on http://localhost:${config.PORT}`);
