// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useTouchedForm } from '@/ui/use-touched-form'

interface Input {
  amount: string
  note: string
}

const check = (values: Input) => ({
  ...(values.amount ? {} : { amount: 'Enter an amount' }),
  ...(values.note.length > 3 ? { note: 'Too long' } : {}),
})

function renderForm(initial: Input = { amount: '', note: '' }) {
  return renderHook(() => useTouchedForm<Input>(() => initial, check))
}

const type = (field: { onChange: (event: { target: { value: string } }) => void }, value: string) =>
  act(() => field.onChange({ target: { value } }))

describe('a field checked once it is left, then on each change', () => {
  it('says nothing while a field is first typed in, and its message once it is left', () => {
    const { result } = renderForm()
    expect(result.current.formState.errors).toEqual({})
    type(result.current.register('note'), 'long text')
    expect(result.current.formState.errors.note).toBeUndefined()
    act(() => result.current.register('note').onBlur())
    expect(result.current.formState.errors.note?.message).toBe('Too long')
    // Another field left alone says nothing yet, though it is empty.
    expect(result.current.formState.errors.amount).toBeUndefined()
  })

  it('shows the messages of the fields a submit names, and of no other', () => {
    const { result } = renderForm({ amount: '', note: 'long text' })
    act(() => result.current.checkFields(['amount']))
    expect(result.current.formState.errors.amount?.message).toBe('Enter an amount')
    expect(result.current.formState.errors.note).toBeUndefined()
  })

  it('follows each change of a field once it has been left', () => {
    const { result } = renderForm()
    act(() => result.current.register('amount').onBlur())
    expect(result.current.formState.errors.amount?.message).toBe('Enter an amount')
    type(result.current.register('amount'), '5')
    expect(result.current.formState.errors.amount).toBeUndefined()
    type(result.current.register('amount'), '')
    expect(result.current.formState.errors.amount?.message).toBe('Enter an amount')
  })

  it('checks a value set by another control at once when asked to, and keeps what is typed', () => {
    const { result } = renderForm({ amount: '', note: 'ok' })
    act(() => result.current.setValue('note', 'much too long', { shouldValidate: true }))
    expect(result.current.values).toEqual({ amount: '', note: 'much too long' })
    expect(result.current.register('note').value).toBe('much too long')
    expect(result.current.formState.errors.note?.message).toBe('Too long')
    act(() => result.current.setValue('amount', ''))
    expect(result.current.formState.errors.amount).toBeUndefined()
  })
})
