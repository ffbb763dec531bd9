// Imported first by a node-environment test that loads the app's own modules (the document builders of src/):
// they reach the app's supabase-js client, which opens its realtime socket class on creation,
// and Node 20 has no WebSocket of its own. ws stands in, as the test server's clients use it.
import WebSocket from 'ws';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
