import type { RuntimeConfig } from '../../src/config/runtime-config'

/** Placeholder until the simulated backend lands: starts nothing. */
export async function startSimulation(_config: RuntimeConfig): Promise<void> {}
