import { useState } from 'react'

type FieldErrors<T> = Partial<Record<keyof T, { message: string }>>

/**
 * A few fields checked the way the app's other forms check theirs (react-hook-form's onTouched
 * mode): a field's message appears once the field has been left, or once a control beside it
 * (the slider) sets it, and from then on follows each change. The pages where borrowers land
 * (the offer builder, residency) use it, so that they load no form library for a few fields
 * (docs/decisions/0013).
 */
export function useTouchedForm<T extends { [K in keyof T]: string }>(
  initial: () => T,
  check: (values: T) => Partial<Record<keyof T, string>>,
) {
  const [values, setValues] = useState(initial)
  const [checked, setChecked] = useState<ReadonlySet<keyof T>>(() => new Set())
  const messages = check(values)
  const errors: FieldErrors<T> = {}
  for (const name of checked) {
    const message = messages[name]
    if (message !== undefined) errors[name] = { message }
  }
  const markChecked = (name: keyof T) =>
    setChecked((current) => (current.has(name) ? current : new Set([...current, name])))
  const setValue = (name: keyof T, value: string, options?: { shouldValidate?: boolean }) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (options?.shouldValidate) markChecked(name)
  }
  /** Shows these fields' messages, as if each had been left (the ones a submit found wrong). */
  const checkFields = (names: readonly (keyof T)[]) =>
    setChecked((current) => new Set([...current, ...names]))
  return {
    values,
    setValue,
    formState: { errors },
    /** Every field's message as the values stand, shown or not: what a submit checks. */
    messages,
    /** Shows every field's message, as if each had been left (Continue pressed too early). */
    checkAll: () => checkFields(Object.keys(values) as (keyof T)[]),
    checkFields,
    /** The props a field takes: its name and value, and what it does on change and on leaving. */
    register: (name: keyof T & string) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
      onBlur: () => markChecked(name),
    }),
  }
}
