// Starts the mini-app action log with the app (spec §7/§9): a batch every 5 s, and a flush
// whenever the app is paused (the container's pause event, or the page hidden in a browser).
import { useEffect } from 'react';
import type { MiniAppRuntime } from '../../miniapp';
import { appMiniApp } from './app-mini-app';

export function MiniAppLifecycle({ runtime }: { runtime?: MiniAppRuntime }) {
  useEffect(() => (runtime ?? appMiniApp()).start(), [runtime]);
  return null;
}
