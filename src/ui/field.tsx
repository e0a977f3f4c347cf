import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { cx } from './cx'
import './field.css'

export interface FieldChromeProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
}

/** Ids that tie a control to its hint and error so screen readers read them with it. */
export function useFieldIds(id?: string) {
  const generated = useId()
  const controlId = id ?? generated
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` }
}

export function describedBy(
  ids: { hintId: string; errorId: string },
  hint: unknown,
  error: unknown,
) {
  return cx(hint ? ids.hintId : null, error ? ids.errorId : null) || undefined
}

export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: { hintId: string; errorId: string }
  hint?: ReactNode
  error?: string | undefined
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </>
  )
}

type FieldIds = ReturnType<typeof useFieldIds>

/** What ties a control to its label, hint and error: its id, its invalid state, its messages. */
export function controlProps(ids: FieldIds, hint: unknown, error: unknown) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hint, error),
  } as const
}

/** A labelled field around its control, with the hint and error below it. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: FieldChromeProps & { ids: FieldIds; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}

export interface TextFieldProps
  extends FieldChromeProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  ref?: Ref<HTMLInputElement>
  prefix?: string
  suffix?: string
}

/** A labelled text or number input with its hint and error message. */
export function TextField({
  label,
  hint,
  error,
  id,
  prefix,
  suffix,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id)
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="ui-field__control">
        {prefix ? (
          <span className="ui-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...input}
          ref={ref}
          {...controlProps(ids, hint, error)}
          className={cx(
            'ui-input',
            prefix && 'ui-input--with-prefix',
            suffix && 'ui-input--with-suffix',
          )}
        />
        {suffix ? (
          <span className="ui-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  )
}
