import { PendingStepScreen } from './pending-step-screen'

export function DetailsScreen() {
  return <PendingStepScreen />
}
