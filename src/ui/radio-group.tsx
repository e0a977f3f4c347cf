import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from './cx'
import { FieldMessages, useFieldIds } from './field'
import './field.css'
import './radio-group.css'

export interface RadioOption {
  value: string
  label: ReactNode
  description?: ReactNode
}

export interface RadioGroupProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue'> {
  legend: ReactNode
  name: string
  options: readonly RadioOption[]
  /** Controlled use: the chosen value. Leave undefined when a form library owns the inputs. */
  value?: string
  hint?: ReactNode
  error?: string | undefined
  ref?: Ref<HTMLInputElement>
  className?: string
}

/** Radio buttons in a fieldset, drawn as cards; arrow keys move between them natively. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  hint,
  error,
  ref,
  className,
  id,
  ...input
}: RadioGroupProps) {
  const ids = useFieldIds(id)
  return (
    <fieldset
      className={cx('ui-radio-group', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={cx(hint ? ids.hintId : null, error ? ids.errorId : null) || undefined}
    >
      <legend className="ui-radio-group__legend">{legend}</legend>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="ui-radio">
            <input
              {...input}
              ref={ref}
              type="radio"
              name={name}
              value={option.value}
              {...(value !== undefined ? { checked: value === option.value } : {})}
            />
            <span className="ui-radio__text">
              <span>{option.label}</span>
              {option.description ? (
                <span className="ui-radio__description">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  )
}
