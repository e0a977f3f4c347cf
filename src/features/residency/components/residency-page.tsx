import { type FormEvent, useState } from 'react'
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

type FieldErrors = Partial<Record<keyof ResidencyFormInput, { message: string }>>

/** The first message for each field, as the form shows them. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const name = issue.path[0] as keyof ResidencyFormInput
    errors[name] ??= { message: issue.message }
  }
  return errors
}

function checkFields(values: ResidencyFormInput): FieldErrors {
  const checked = residencyFormSchema.safeParse(values)
  return checked.success ? {} : fieldErrors(checked.error.issues)
}

export function ResidencyPage({
  international,
  supportEmail,
  states,
  countries,
  initial,
  onContinue,
}: ResidencyPageProps) {
  // Three fields and one rule: plain state instead of a form library on a page borrowers land
  // on. As in the app's other forms, Continue checks every field, and after that a field's
  // message follows its own changes.
  const [values, setValues] = useState(() => initialValues(international, initial))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const { kind, state: chosenState } = values
  const residence = states.find((entry) => entry.state === chosenState)
  const notServiced = kind === 'US' && residence !== undefined && !residence.rateEnabled
  const field = (name: keyof ResidencyFormInput) => ({
    name,
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value }
      setValues(next)
      if (submitted) setErrors((current) => ({ ...current, [name]: checkFields(next)[name] }))
    },
  })

  const stateOptions = [...states]
    .map((entry) => ({ value: entry.state, label: stateName(entry.state) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
  const countryOptions = selectableCountries(countries).map((country) => ({
    value: country.code,
    label: country.name,
  }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const checked = residencyFormSchema.safeParse(values)
    const found = checked.success ? {} : fieldErrors(checked.error.issues)
    setErrors(found)
    if (!checked.success) {
      // The first field to fix takes focus, as it would in the app's other forms.
      const [first] = Object.keys(found)
      const control = first ? event.currentTarget.elements.namedItem(first) : null
      const target = control && !(control instanceof Element) ? control[0] : control
      if (target instanceof HTMLElement) target.focus()
      return
    }
    if (checked.data.kind === 'INTERNATIONAL') onContinue({ country: checked.data.country })
    else onContinue({ state: checked.data.state })
  }

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
              {...field('kind')}
              value={kind ?? ''}
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
              {...field('state')}
              value={values.state}
              error={errors.state?.message}
              autoComplete="address-level1"
            />
          ) : null}
          {kind === 'INTERNATIONAL' ? (
            <Select
              label="Country of residence"
              placeholder="Select your country"
              options={countryOptions}
              {...field('country')}
              value={values.country}
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
