import type { Country, StateResidence } from '@contract/reference'
import type { FormEvent } from 'react'
import { firstMessages } from '@/domain/form-messages'
import {
  type ResidenceSearch,
  type ResidencyFormInput,
  residencyFormSchema,
  residencyMessages,
  selectableCountries,
  waitlistMailto,
} from '@/domain/residence'
import { stateName, stateOptionsByName } from '@/domain/us-states'
import { Banner } from '@/ui/banner'
import { Button, ButtonLink } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { RadioGroup } from '@/ui/radio-group'
import { Select } from '@/ui/select'
import { useTouchedForm } from '@/ui/use-touched-form'
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

/** The form's fields as they stand: no kind chosen yet is ''. */
type ResidencyFields = { kind: '' | 'US' | 'INTERNATIONAL'; state: string; country: string }

function initialValues(international: boolean, initial?: ResidenceSearch): ResidencyFields {
  if (initial && 'country' in initial && international) {
    return { kind: 'INTERNATIONAL', state: '', country: initial.country }
  }
  if (initial && 'state' in initial) return { kind: 'US', state: initial.state, country: '' }
  // With no international product the US is the only answer, so it is chosen already.
  return { kind: international ? '' : 'US', state: '', country: '' }
}

/** Each field's message, by the domain's schema. */
function residencyErrors(values: ResidencyFields): Partial<Record<keyof ResidencyFields, string>> {
  const input: ResidencyFormInput = { ...values, kind: values.kind || undefined }
  return firstMessages<keyof ResidencyFields>(residencyFormSchema.safeParse(input))
}

/** The order the fields are on the page, for the first one to fix. */
const FIELD_ORDER: readonly (keyof ResidencyFields)[] = ['kind', 'state', 'country']

export function ResidencyPage({
  international,
  supportEmail,
  states,
  countries,
  initial,
  onContinue,
}: ResidencyPageProps) {
  // The page's three fields, checked as the app's other forms check theirs; no form library
  // on a page where borrowers land (docs/decisions/0013).
  const form = useTouchedForm<ResidencyFields>(
    () => initialValues(international, initial),
    residencyErrors,
  )
  const { register, values } = form
  const { errors } = form.formState
  const { kind, state: chosenState } = values
  const residence = states.find((entry) => entry.state === chosenState)
  const notServiced = kind === 'US' && residence !== undefined && !residence.rateEnabled

  const stateOptions = stateOptionsByName(states)
  // Sorted by the browser's collator (names such as Åland Islands), which is slow to make:
  // only once the borrower asks for the list.
  const countryOptions =
    kind === 'INTERNATIONAL'
      ? selectableCountries(countries).map((country) => ({
          value: country.code,
          label: country.name,
        }))
      : []

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const wrong = FIELD_ORDER.filter((field) => form.messages[field] !== undefined)
    const [first] = wrong
    if (first) {
      form.checkFields(wrong)
      // The field to fix takes focus, as in the app's other forms.
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    if (values.kind === 'INTERNATIONAL') onContinue({ country: values.country })
    else onContinue({ state: values.state })
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
              {...register('kind')}
              onChange={(event) =>
                form.setValue('kind', event.target.value, { shouldValidate: true })
              }
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
