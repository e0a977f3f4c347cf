import { describe, expect, it } from 'vitest'
import { stateOptionsByName, usStateNames } from '@/domain/us-states'

describe('state options', () => {
  it('are every state given, labelled by name, in the order the English collator gives', () => {
    const states = Object.keys(usStateNames).map((state) => ({ state }))
    const options = stateOptionsByName(states)
    const collated = [...options].sort((a, b) => a.label.localeCompare(b.label, 'en'))
    expect(options).toEqual(collated)
    expect(options).toHaveLength(states.length)
    expect(options.find((option) => option.value === 'NY')?.label).toBe('New York')
  })
})
