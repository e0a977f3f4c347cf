import type { Country } from '@contract/reference'
import { Controller } from 'react-hook-form'
import { ID_TYPES, idTypeLabel, SUFFIXES } from '@/domain/borrower-details'
import { selectableCountries } from '@/domain/residence'
import { TextField } from '@/ui/field'
import { Select } from '@/ui/select'
import type { DetailsForm } from '../use-details-form'
import { SsnField } from './ssn-field'

export interface PersonalFieldsProps {
  form: DetailsForm
  international: boolean
  countries: readonly Country[]
  hasSsn: boolean
  /** Renewals keep what the profile holds: shown, not editable, not checked. */
  disabled: boolean
}

/** Full legal name, suffix and date of birth; then the SSN, or citizenship and an ID. */
export function PersonalFields({
  form,
  international,
  countries,
  hasSsn,
  disabled,
}: PersonalFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form
  const idType = watch('idType')
  return (
    <fieldset className="details-section" disabled={disabled}>
      <legend className="details-section__title">Full legal name</legend>
      {disabled ? (
        <p className="details-section__note">
          These details come from your current loan and can't be changed here.
        </p>
      ) : null}
      <div className="details-grid">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
      </div>
      <div className="details-grid">
        <Controller
          control={control}
          name="suffix"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              value={field.value ?? ''}
              label="Suffix (optional)"
              placeholder="None"
              options={SUFFIXES.map((suffix) => ({ value: suffix, label: suffix }))}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Date of birth"
          hint="mm/dd/yyyy"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="mm/dd/yyyy"
          {...register('dob')}
          error={errors.dob?.message}
        />
      </div>
      {international ? (
        <>
          <Select
            label="Country of citizenship"
            placeholder="Select a country"
            options={selectableCountries(countries).map((country) => ({
              value: country.code,
              label: country.name,
            }))}
            {...register('countryOfCitizenship')}
            error={errors.countryOfCitizenship?.message}
          />
          <div className="details-grid">
            <Select
              label="ID type"
              placeholder="Select an ID type"
              options={ID_TYPES}
              {...register('idType')}
              error={errors.idType?.message}
            />
            <TextField
              label={idType ? idTypeLabel(idType) : 'ID number'}
              autoComplete="off"
              spellCheck={false}
              {...register('idNumber')}
              error={errors.idNumber?.message}
            />
          </div>
        </>
      ) : (
        <SsnField
          control={control}
          error={errors.ssn?.message}
          hasSsn={hasSsn}
          disabled={disabled}
        />
      )}
    </fieldset>
  )
}
