import type { ConsentType } from '@contract/borrowers'
import type { Offer } from '@contract/pricing'
import type { Profile } from '@contract/profile'
import type { Country, StateResidence } from '@contract/reference'
import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { failureAdvice } from '@/api/api-error'
import {
  BORROWER_DETAILS_FIELD_ORDER,
  type BorrowerDetailsContext,
  borrowerDetailsMessages,
  differsFromHomeAddress,
  SOURCES_OF_INCOME,
} from '@/domain/borrower-details'
import { isInternationalOffer } from '@/domain/borrower-details-requests'
import { formatPhone, phoneHref } from '@/domain/format'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { TextField } from '@/ui/field'
import { Select } from '@/ui/select'
import { StatusMessage } from '@/ui/status-message'
import { useDetailsForm } from '../use-details-form'
import { type SubmitDestination, useSubmitDetails } from '../use-submit-details'
import { AddressFields } from './address-fields'
import { ConsentsBlock } from './consents-block'
import { PersonalFields } from './personal-fields'

export interface DetailsFormProps {
  appUuid: string
  identityUuid: string
  profile: Profile
  consentTypes: readonly { type: ConsentType; version: string }[]
  offer: Offer
  states: readonly StateResidence[]
  countries: readonly Country[]
  rollForward: boolean
  supportPhone: string
  termsUrl: string | null
  privacyUrl: string | null
  lenderName: string
  onSubmitted: (destination: SubmitDestination) => void
}

export function DetailsForm(props: DetailsFormProps) {
  const { profile, offer, states, countries, rollForward, supportPhone } = props
  const international = isInternationalOffer(offer)
  const country = international ? (offer.countryCode ?? '').toUpperCase() : 'US'
  const context = useMemo<BorrowerDetailsContext>(
    () => ({
      international,
      rollForward,
      offerState: international ? null : offer.state,
      rateEnabledStates: new Set(states.filter((s) => s.rateEnabled).map((s) => s.state)),
      hasSsn: profile.hasSsn,
      today: new Date(),
    }),
    [international, rollForward, offer.state, states, profile.hasSsn],
  )
  const form = useDetailsForm(context, profile)
  const {
    register,
    formState: { errors },
  } = form
  const [invalidCount, setInvalidCount] = useState(0)
  const submitter = useSubmitDetails({
    appUuid: props.appUuid,
    identityUuid: props.identityUuid,
    profile,
    consentTypes: props.consentTypes,
    international,
    country,
    onSubmitted: props.onSubmitted,
  })

  const [street1, city, state, zip] = useWatch({
    control: form.control,
    name: ['street1', 'city', 'state', 'zip'],
  })
  const multipleAddresses = differsFromHomeAddress(
    { street1: street1 ?? '', city: city ?? '', state: state ?? '', zip: zip ?? '' },
    profile.addresses,
  )
  const hasHomeAddress = profile.addresses.some((address) => address.type === 'HOME')

  const onSubmit = form.handleSubmit(
    (values) => {
      setInvalidCount(0)
      submitter.submit(values)
    },
    (fieldErrors) => {
      const invalid = BORROWER_DETAILS_FIELD_ORDER.filter((field) => fieldErrors[field])
      setInvalidCount(invalid.length)
      const [first] = invalid
      if (first) form.setFocus(first)
    },
  )

  const countryName = countries.find((entry) => entry.code === country)?.name ?? country

  return (
    <form className="details-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Card>
        <PersonalFields
          form={form}
          international={international}
          countries={countries}
          hasSsn={profile.hasSsn}
          disabled={rollForward}
        />
      </Card>
      <Card>
        <Select
          label="Source of income"
          placeholder="Select a source of income"
          options={SOURCES_OF_INCOME}
          {...register('sourceOfIncome')}
          error={errors.sourceOfIncome?.message}
        />
        <AddressFields
          form={form}
          international={international}
          states={states}
          countryName={international ? countryName : null}
          startManual={hasHomeAddress}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={international ? 'Include your country code, e.g. +44 20 7946 0958' : undefined}
          {...register('phone')}
          error={errors.phone?.message}
        />
      </Card>
      <Card>
        <ConsentsBlock
          form={form}
          termsUrl={props.termsUrl}
          privacyUrl={props.privacyUrl}
          lenderName={props.lenderName}
        />
        {multipleAddresses ? (
          <Banner variant="error">{borrowerDetailsMessages.multipleAddresses(supportPhone)}</Banner>
        ) : null}
        {submitter.loanAmountRefused ? (
          <Banner variant="error">{borrowerDetailsMessages.loanAmount(supportPhone)}</Banner>
        ) : null}
        {submitter.failed ? (
          <Banner variant="error" title="We couldn't send your details">
            Everything you entered is still here.{' '}
            {failureAdvice(submitter.error, 'select I agree to try again')} If it keeps happening,
            call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>.
          </Banner>
        ) : null}
        <StatusMessage
          message={
            invalidCount > 0
              ? `${invalidCount} ${invalidCount === 1 ? 'field needs' : 'fields need'} your attention.`
              : ''
          }
          announceKey={form.formState.submitCount}
        />
        <div className="ui-actions">
          <Button
            type="submit"
            block
            disabled={multipleAddresses || submitter.loanAmountRefused}
            loading={submitter.pending}
            loadingText={submitter.checking ? 'Checking your application…' : 'Sending…'}
          >
            I agree
          </Button>
        </div>
      </Card>
    </form>
  )
}
