import type { Scenario } from './scenario'

export const slowNetwork: Scenario = {
  name: 'slow-network',
  description: 'Every call takes two and a half seconds, to show loaders and pending states.',
  faults: [{ endpoint: '*', latencyMs: 2_500 }],
}
