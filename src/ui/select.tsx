import type { Ref, SelectHTMLAttributes } from 'react'
import { cx } from './cx'
import { describedBy, type FieldChromeProps, FieldMessages, useFieldIds } from './field'
import './field.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends FieldChromeProps, SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>
  options: readonly SelectOption[]
  /** Text of the empty first option, so nothing is chosen for the borrower. */
  placeholder?: string
}

/** A native select: the platform's own picker is the most usable one on phones. */
export function Select({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  ref,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id)
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={ids.controlId}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
