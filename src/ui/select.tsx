import type { Ref, SelectHTMLAttributes } from 'react'
import { controlProps, type FieldChromeProps, FieldFrame, useFieldIds } from './field'
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
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select {...select} ref={ref} {...controlProps(ids, hint, error)} className="ui-select">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
