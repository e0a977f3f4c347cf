import { PendingStepScreen } from './pending-step-screen'

export function CreditOutcomeScreen() {
  return <PendingStepScreen />
}
