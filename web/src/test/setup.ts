import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { replaceAuthClient } from '../lib/auth';
import { createAuthClient } from '../lib/auth-client';
import { setSignOutReason } from '../lib/auth-session';
import { ScriptedTransport } from './scripted-transport';

// Lazy routes (Mantine's above all) take a while to load the first time in a cold test run.
configure({ asyncUtilTimeout: 5000 });

// No test reaches a real auth server: the app's client answers from a script (every call unscripted: a 501).
// A test that signs in through pages installs its own script with replaceAuthClient.
beforeEach(() => {
  replaceAuthClient(createAuthClient({ fetch: new ScriptedTransport().fetch }));
});

afterEach(() => {
  cleanup();
  replaceAuthClient(null);
  setSignOutReason(null);
  localStorage.clear();
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
});
