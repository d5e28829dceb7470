import { endOnStartFailure } from '@checkin/engine';
import { loadWorkerConfig } from './config.js';
import { startWorker } from './worker.js';

const worker = await startWorker(loadWorkerConfig()).catch(endOnStartFailure);

// SIGTERM drains: BullMQ's close() waits for the jobs in flight to finish.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    worker.close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`worker shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  });
}
