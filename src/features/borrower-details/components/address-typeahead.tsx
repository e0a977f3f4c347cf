import type { addressSuggestionSchema } from '@contract/profile'
import type { z } from '@contract/zod'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { ADDRESS_LOOKUP_MIN_LENGTH, addressLookupQueryOptions } from '@/api/reads'
import { completeSuggestions, suggestionLabel } from '@/domain/borrower-details'
import { TextField } from '@/ui/field'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import type { DetailsForm } from '../use-details-form'

export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>

/** Typing pauses this long before suggestions are asked for. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 300

export const NOT_LISTED_LABEL = 'My address is not listed'

export interface AddressTypeaheadProps {
  form: DetailsForm
  disabled?: boolean
  /** Manual entry: no more suggestions (chosen, or the lookup failed). */
  manual: boolean
  onManual: (reason: 'not-listed' | 'lookup-failed') => void
  onPick: (suggestion: AddressSuggestion) => void
}

/**
 * The street field, with suggestions from the address lookup as the borrower types. Only
 * complete suggestions are listed, with 'My address is not listed' last; a failed lookup
 * switches to manual entry.
 */
export function AddressTypeahead({
  form,
  disabled,
  manual,
  onManual,
  onPick,
}: AddressTypeaheadProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = useWatch({ control: form.control, name: 'street1' }) ?? ''
  const partial = useDebouncedValue(typed.trim(), ADDRESS_LOOKUP_DEBOUNCE_MS)
  const searching = !manual && open && partial.length >= ADDRESS_LOOKUP_MIN_LENGTH
  // While the next lookup is on its way the list stays as it was: it no longer closes under the
  // borrower's pointer at each pause in typing, taking the option being chosen with it.
  const lookup = useQuery({
    ...addressLookupQueryOptions(searching ? partial : null),
    placeholderData: keepPreviousData,
  })

  useEffect(() => {
    if (lookup.isError) onManual('lookup-failed')
  }, [lookup.isError, onManual])

  // One entry per address: the same address twice would only be noise (and a duplicate key).
  const suggestions = [
    ...new Map(
      completeSuggestions(lookup.data ?? []).map((entry) => [suggestionLabel(entry), entry]),
    ).values(),
  ]
  const labels = [...suggestions.map(suggestionLabel), NOT_LISTED_LABEL]
  const listed = searching && lookup.data !== undefined
  const optionCount = suggestions.length + 1
  const optionId = (index: number) => `${listId}-option-${index}`

  const choose = (index: number) => {
    setOpen(false)
    setActive(-1)
    const suggestion = suggestions[index]
    if (suggestion) onPick(suggestion)
    else onManual('not-listed')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listed) {
      if (event.key === 'ArrowDown' && !manual) setOpen(true)
      return
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (index + 1) % optionCount)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index <= 0 ? optionCount - 1 : index - 1))
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="details-typeahead">
      <Controller
        control={form.control}
        name="street1"
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            label="Street address"
            autoComplete={manual ? 'address-line1' : 'off'}
            disabled={disabled}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onBlur={() => {
              setOpen(false)
              field.onBlur()
            }}
            onKeyDown={onKeyDown}
            hint={manual ? undefined : 'Start typing and choose your address from the list.'}
            error={fieldState.error?.message}
            {...(manual
              ? {}
              : {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': listed,
                  'aria-controls': listId,
                  'aria-activedescendant': listed && active >= 0 ? optionId(active) : undefined,
                })}
          />
        )}
      />
      {listed ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          className="details-typeahead__list"
        >
          {labels.map((label, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard moves through the options from the field (aria-activedescendant)
            <div
              key={label}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="details-typeahead__option"
              // Keeps focus in the field, so the choice does not first blur and close the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
}
