import type { StateResidence } from '@contract/reference'
import { useCallback, useState } from 'react'
import { Controller } from 'react-hook-form'
import { stateOptionsByName } from '@/domain/us-states'
import { TextField } from '@/ui/field'
import { Select } from '@/ui/select'
import type { DetailsForm } from '../use-details-form'
import { type AddressSuggestion, AddressTypeahead } from './address-typeahead'

export interface AddressFieldsProps {
  form: DetailsForm
  international: boolean
  /** US states for the state select. */
  states: readonly StateResidence[]
  /** The international borrower's country, by name. */
  countryName: string | null
  /** A home address is already on the profile: start with it, no suggestions. */
  startManual: boolean
}

/** The primary (home) address: street with suggestions, then the rest, editable by hand. */
export function AddressFields({
  form,
  international,
  states,
  countryName,
  startManual,
}: AddressFieldsProps) {
  const {
    register,
    setValue,
    formState: { errors },
  } = form
  const [manual, setManual] = useState(startManual)
  const [lookupFailed, setLookupFailed] = useState(false)

  const onManual = useCallback((reason: 'not-listed' | 'lookup-failed') => {
    setManual(true)
    if (reason === 'lookup-failed') setLookupFailed(true)
  }, [])

  const onPick = (suggestion: AddressSuggestion) => {
    const touched = form.formState.isSubmitted
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: touched }
    setValue('street1', suggestion.street1, options)
    setValue('street2', suggestion.street2 ?? '', options)
    setValue('city', suggestion.city, options)
    setValue('state', suggestion.state, options)
    setValue('zip', suggestion.zip, options)
    // The chosen address stays editable (an apartment number, a typo) without new suggestions.
    setManual(true)
  }

  const stateOptions = stateOptionsByName(states)

  return (
    <fieldset className="details-section">
      <legend className="details-section__title">Primary address</legend>
      {international && countryName ? (
        <p className="details-section__note">Your home address in {countryName}.</p>
      ) : null}
      {lookupFailed ? (
        <p className="details-section__note" role="status">
          Address suggestions aren't available right now. Please enter your address below.
        </p>
      ) : null}
      <AddressTypeahead form={form} manual={manual} onManual={onManual} onPick={onPick} />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="address-line2"
        {...register('street2')}
        error={errors.street2?.message}
      />
      <div className="details-grid details-grid--address">
        <TextField
          label="City"
          autoComplete="address-level2"
          {...register('city')}
          error={errors.city?.message}
        />
        {international ? (
          <TextField
            label="State, province or region"
            autoComplete="address-level1"
            {...register('state')}
            error={errors.state?.message}
          />
        ) : (
          // Controlled, so the state already on the profile shows however soon the form mounts.
          <Controller
            control={form.control}
            name="state"
            render={({ field, fieldState }) => (
              <Select
                {...field}
                label="State"
                autoComplete="address-level1"
                placeholder="Select a state"
                options={stateOptions}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <TextField
          label={international ? 'Postal code' : 'ZIP code'}
          autoComplete="postal-code"
          {...register('zip')}
          error={errors.zip?.message}
        />
      </div>
    </fieldset>
  )
}
