// Relative, not aliased: the Playwright configurations load this file.
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH } from '../sim/checks/chromium.ts'

/**
 * The Chromium the browser tests, the benchmark and the other scripts launch: Debian's, with
 * the flags of sim/checks/chromium.ts, which the simulation's start-up checks launch it with
 * too (the simulation imports nothing from scripts/).
 */
export { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH }

/**
 * The tests' V8 runs its interpreter and baseline compiler only, not its optimizing compilers
 * (Maglev, TurboFan): a test's page lives for seconds, too short for optimized code to repay its
 * compiling, which competes for the same two cores. The 55 browser tests of `npm test`, one
 * worker, took 241 and 244 busy CPU-s with them and 208 and 204 without (2026-11-29, runs
 * alternated). The same JavaScript runs with the same results, only less of it is optimized;
 * the benchmark and the start-up checks keep the optimizing compilers, as borrowers have them.
 */
export const INTERPRETED_JAVASCRIPT = '--js-flags=--no-maglev --no-turbofan'

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
export const CHROMIUM_TEST_FLAGS = [...CHROMIUM_FLAGS, '--single-process', INTERPRETED_JAVASCRIPT]
