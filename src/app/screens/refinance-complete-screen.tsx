import { useNavigate } from '@tanstack/react-router'
import { FORMER_LENDER, REFINANCE_SEGMENT } from '@/config/former-lender'
import { RefinanceCompletePage } from '@/features/refinance/components/refinance-complete-page'

export function RefinanceCompleteScreen() {
  const navigate = useNavigate()
  return (
    <RefinanceCompletePage
      lender={FORMER_LENDER.displayName}
      onDashboard={() => void navigate({ to: '/dashboard' })}
      onList={() => void navigate({ to: `/${REFINANCE_SEGMENT}` })}
    />
  )
}
