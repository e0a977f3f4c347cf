import recordedChecklistWalkStory from './recorded-checklist-walk'
import recordedReleaseRefusedStory from './recorded-release-refused'
import { defineScenario, type Scenario } from './scenario'

/** Stories written from recordings (`npm run scenario -- --from-har`); the command keeps this list. */
export const recordedStories = [
  defineScenario({ ...recordedChecklistWalkStory, name: 'recorded-checklist-walk' }),
  defineScenario({ ...recordedReleaseRefusedStory, name: 'recorded-release-refused' }),
] as const satisfies readonly Scenario[]
