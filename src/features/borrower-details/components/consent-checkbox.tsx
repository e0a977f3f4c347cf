import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { describedBy, FieldMessages, useFieldIds } from '@/ui/field'

export interface ConsentCheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode
  error?: string | undefined
  ref?: Ref<HTMLInputElement>
}

/** A checkbox with its label beside it and its message tied to it for screen readers. */
export function ConsentCheckbox({ label, error, id, ref, ...input }: ConsentCheckboxProps) {
  const ids = useFieldIds(id)
  return (
    <div className="details-consent">
      <div className="details-consent__row">
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className="details-consent__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, undefined, error)}
        />
        <label htmlFor={ids.controlId} className="details-consent__label">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  )
}
