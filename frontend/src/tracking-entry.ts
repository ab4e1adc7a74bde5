/**
 * The stage's tracking, as a chunk of its own: the boot module of a prerendered page starts it after the
 * first paint, whether or not the app has started yet (frontend/prerender/boot-module.ts).
 */
import { startTracking } from './lib/tracking';

void startTracking();
