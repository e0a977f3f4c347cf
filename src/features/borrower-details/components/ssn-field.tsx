import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { formatSsnInput, maskSsn } from '@/domain/borrower-details'
import { TextField } from '@/ui/field'
import type { DetailsForm } from '../use-details-form'

export interface SsnFieldProps {
  control: DetailsForm['control']
  error: string | undefined
  /** The profile already holds an SSN: the field may stay empty. */
  hasSsn: boolean
  disabled: boolean
}

/**
 * The SSN is formatted as typed and shows only its last four digits once the field is left.
 * It lives in the form's memory only: never in the address, storage or the console.
 */
export function SsnField({ control, error, hasSsn, disabled }: SsnFieldProps) {
  const [editing, setEditing] = useState(false)
  return (
    <Controller
      control={control}
      name="ssn"
      render={({ field }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          label="Social Security number"
          hint={
            hasSsn
              ? 'We already have your Social Security number. Leave this empty to keep it.'
              : 'Format: 123-45-6789'
          }
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          disabled={disabled}
          value={editing ? (field.value ?? '') : maskSsn(field.value ?? '')}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false)
            field.onBlur()
          }}
          onChange={(event) => field.onChange(formatSsnInput(event.target.value))}
          error={error}
        />
      )}
    />
  )
}
