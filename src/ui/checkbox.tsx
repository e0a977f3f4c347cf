import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { controlProps, FieldMessages, useFieldIds } from './field'
import './checkbox.css'

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode
  error?: string | undefined
  ref?: Ref<HTMLInputElement>
}

/** A checkbox with its label beside it and its message tied to it for screen readers. */
export function Checkbox({ label, error, id, ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(id)
  return (
    <div className="ui-checkbox">
      <div className="ui-checkbox__row">
        <input
          {...input}
          ref={ref}
          {...controlProps(ids, undefined, error)}
          type="checkbox"
          className="ui-checkbox__box"
        />
        <label htmlFor={ids.controlId} className="ui-checkbox__label">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  )
}
