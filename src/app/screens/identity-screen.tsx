import { PendingStepScreen } from './pending-step-screen'

export function IdentityScreen() {
  return <PendingStepScreen />
}
