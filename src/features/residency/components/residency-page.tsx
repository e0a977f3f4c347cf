import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import type { Country, StateResidence } from '@/api/contract/reference'
import {
  type ResidenceSearch,
  type ResidencyFormInput,
  residencyFormSchema,
  residencyMessages,
  selectableCountries,
  waitlistMailto,
} from '@/domain/residence'
import { stateName } from '@/domain/us-states'
import { Banner } from '@/ui/banner'
import { Button, ButtonLink } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { RadioGroup } from '@/ui/radio-group'
import { Select } from '@/ui/select'
import './residency.css'

export interface ResidencyPageProps {
  /** Whether this lender serves borrowers outside the US (orgs' metadata.products.international). */
  international: boolean
  supportEmail: string
  states: readonly StateResidence[]
  countries: readonly Country[]
  /** The residence already chosen, when the borrower came back to change it. */
  initial?: ResidenceSearch | undefined
  onContinue: (residence: ResidenceSearch) => void
}

function initialValues(international: boolean, initial?: ResidenceSearch): ResidencyFormInput {
  if (initial && 'country' in initial && international) {
    return { kind: 'INTERNATIONAL', state: '', country: initial.country }
  }
  if (initial && 'state' in initial) return { kind: 'US', state: initial.state, country: '' }
  // With no international product the US is the only answer, so it is chosen already.
  return { kind: international ? undefined : 'US', state: '', country: '' }
}

export function ResidencyPage({
  international,
  supportEmail,
  states,
  countries,
  initial,
  onContinue,
}: ResidencyPageProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResidencyFormInput>({
    resolver: zodResolver(residencyFormSchema),
    defaultValues: initialValues(international, initial),
  })
  // The selects show the value the form holds, so a borrower coming back to change the
  // residence finds the one chosen before already selected.
  const chosenCountry = useWatch({ control, name: 'country' })
  const kind = useWatch({ control, name: 'kind' })
  const chosenState = useWatch({ control, name: 'state' })
  const residence = states.find((entry) => entry.state === chosenState)
  const notServiced = kind === 'US' && residence !== undefined && !residence.rateEnabled

  const stateOptions = [...states]
    .map((entry) => ({ value: entry.state, label: stateName(entry.state) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
  const countryOptions = selectableCountries(countries).map((country) => ({
    value: country.code,
    label: country.name,
  }))

  const submit = handleSubmit((values) => {
    if (values.kind === 'INTERNATIONAL') onContinue({ country: values.country })
    else onContinue({ state: values.state })
  })

  return (
    <Page narrow>
      <PageHeading
        title="Where do you live?"
        lead="Loan terms and limits depend on where you live. We'll use this to show the offers available to you."
      />
      <Card>
        <form className="residency-form" noValidate onSubmit={submit}>
          {international ? (
            <RadioGroup
              legend="Residency"
              {...register('kind')}
              options={[
                {
                  value: 'US',
                  label: 'United States',
                  description: 'Loans paid out in US dollars',
                },
                {
                  value: 'INTERNATIONAL',
                  label: 'International',
                  description: 'Loans paid out in USDC',
                },
              ]}
              error={errors.kind?.message}
            />
          ) : null}
          {kind === 'US' ? (
            <Select
              label="State of residence"
              placeholder="Select your state"
              options={stateOptions}
              {...register('state')}
              value={chosenState}
              error={errors.state?.message}
              autoComplete="address-level1"
            />
          ) : null}
          {kind === 'INTERNATIONAL' ? (
            <Select
              label="Country of residence"
              placeholder="Select your country"
              options={countryOptions}
              {...register('country')}
              value={chosenCountry}
              error={errors.country?.message}
              autoComplete="country"
            />
          ) : null}
          {notServiced ? (
            <>
              <Banner variant="warn">{residencyMessages.notServiced}</Banner>
              <p className="residency-form__note">
                Join the waitlist and we'll let you know as soon as we lend in{' '}
                {stateName(chosenState)}.
              </p>
              <ButtonLink href={waitlistMailto(supportEmail, stateName(chosenState))} block>
                Join Waitlist
              </ButtonLink>
            </>
          ) : (
            <Button type="submit" block>
              Continue
            </Button>
          )}
        </form>
      </Card>
    </Page>
  )
}
