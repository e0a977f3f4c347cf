import { PendingStepScreen } from './pending-step-screen'

export function NextStepsScreen() {
  return <PendingStepScreen />
}
