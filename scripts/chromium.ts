// Relative, not aliased: the Playwright configurations load this file.
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH } from '../sim/checks/chromium.ts'

/**
 * The Chromium the browser tests, the benchmark and the other scripts launch: Debian's, with
 * the flags of sim/checks/chromium.ts, which the simulation's start-up checks launch it with
 * too (the simulation imports nothing from scripts/).
 */
export { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH }

/**
 * The tests' Chromium: one process for the browser and its pages. Each page load otherwise
 * crosses from the browser process to a renderer and back for every message, and on two cores
 * that traffic was about a sixth of the browser tests' CPU (320 -> 270 busy CPU-s for the same
 * 41 tests). What the app runs on is the same Blink and V8; what a test gives up is process
 * isolation between pages, which the app does not rely on (two tabs are still two documents
 * with their own storage events and BroadcastChannel). 123 runs of the 41 tests (three each,
 * a third core's worth of load beside) passed. Its limit: two browser contexts opened at once
 * closed the browser, so the browser tests keep one context per worker (worker-context.ts), and
 * the dev server's start-up check and the benchmarks keep the usual processes.
 */
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--single-process']
