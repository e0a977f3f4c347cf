/// <reference types="vite/client" />

/** True in development, demo and test modes, where the simulated backend runs. */
declare const __SIMULATION__: boolean

/**
 * True only in the contract-probe build (a journey replayed against live services) and in unit
 * tests: the HTTP client may then report an answer that leaves the contract instead of refusing
 * it. False in production, where that code is dropped (scripts/check-production-build.ts).
 */
declare const __CONTRACT_PROBE__: boolean
