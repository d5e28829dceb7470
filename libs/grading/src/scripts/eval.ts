import { main } from '../eval/cli.js';

process.exitCode = await main(process.argv.slice(2));
