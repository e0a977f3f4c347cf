import type { FinalStepsDashboard } from '@contract/borrowers'
import { describe, expect, it } from 'vitest'
import {
  accountNumberError,
  isValidRoutingNumber,
  MANUAL_BANK_MESSAGES as M,
  manualBankFormSchema,
  maskedAccountNumber,
  USDC_MESSAGES,
  usdcAddressError,
  withDisbursementCompleted,
} from '@/domain/disbursement'

describe('routing-number checksum (weights 3, 7, 1; total divisible by 10)', () => {
  it.each([
    ['021000021'], // JPMorgan Chase, New York
    ['011000015'], // Federal Reserve Bank of Boston
    ['026009593'], // Bank of America, New York
    ['121000358'], // Bank of America, California
    ['322271627'], // Chase, California
    ['111000025'], // Bank of America, Texas
    ['071000013'], // JPMorgan Chase, Illinois
  ])('accepts the real routing number %s', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true)
  })

  it.each([
    ['021000022', 'last digit off by one'],
    ['123456789', 'weighted sum 3+14+3+12+35+6+21+56+9 = 159'],
    ['000000001', 'weighted sum 1'],
    ['02100002', 'eight digits'],
    ['0210000210', 'ten digits'],
    ['02100002a', 'a letter'],
    ['', 'empty'],
    ['021 00021', 'a space'],
  ])('refuses %s (%s)', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false)
  })
})

describe('account number (4 to 17 digits)', () => {
  it.each([
    ['', M.accountRequired],
    ['12a4', M.accountInvalid],
    ['12-34', M.accountInvalid],
    ['123', M.accountTooShort],
    ['1234', null],
    ['12345678901234567', null],
    ['123456789012345678', M.accountTooLong],
  ])('%j gives %j', (value, message) => {
    expect(accountNumberError(value)).toBe(message)
  })
})

describe('manual bank form messages (core-journey §5, word for word)', () => {
  const valid = {
    routingNumber: '021000021',
    accountNumber: '000123456789',
    firstName: 'Dana',
    lastName: 'Whitfield',
  }
  const messageFor = (field: keyof typeof valid, value: string) => {
    const parsed = manualBankFormSchema.safeParse({ ...valid, [field]: value })
    return parsed.success
      ? null
      : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null)
  }

  it.each([
    ['routingNumber', '', 'Please enter a routing number'],
    ['routingNumber', '021000022', 'Invalid routing number'],
    ['routingNumber', '12345', 'Invalid routing number'],
    ['accountNumber', '', 'Please enter an account number'],
    ['accountNumber', '123', 'At least 4 digits'],
    ['accountNumber', '123456789012345678', 'Up to 17 digits'],
    ['accountNumber', '1234x', 'Invalid'],
    ['firstName', '', 'Please enter the first name.'],
    ['firstName', '   ', 'Please enter the first name.'],
    ['lastName', '', 'Please enter the last name.'],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message)
  })

  it('accepts a complete form', () => {
    expect(manualBankFormSchema.safeParse(valid).success).toBe(true)
  })
})

describe('USDC wallet address (1 to 44 characters)', () => {
  it.each([
    ['', USDC_MESSAGES.required],
    ['a', null],
    ['x'.repeat(44), null],
    ['x'.repeat(45), USDC_MESSAGES.tooLong],
  ])('%j gives %j', (value, message) => {
    expect(usdcAddressError(value)).toBe(message)
  })

  it('says the messages as the spec writes them', () => {
    expect(USDC_MESSAGES).toEqual({
      required: 'You must enter a wallet address',
      tooLong: 'Wallet address exceeds supported character limits',
    })
  })
})

describe('disbursement on the checklist', () => {
  it('shows a linked account number as XXX-mask', () => {
    expect(maskedAccountNumber('0000')).toBe('XXX-0000')
  })

  it('marks Disbursement Account COMPLETED and leaves the other steps alone', () => {
    const before: FinalStepsDashboard = {
      status: 'IN_PROGRESS',
      items: [
        { name: 'Verify Identity', status: 'COMPLETED' },
        { name: 'Disbursement Account', status: 'NOT_STARTED' },
        { name: 'Review Agreements', status: 'NOT_STARTED' },
      ],
    }
    expect(withDisbursementCompleted(before).items).toEqual([
      { name: 'Verify Identity', status: 'COMPLETED' },
      { name: 'Disbursement Account', status: 'COMPLETED' },
      { name: 'Review Agreements', status: 'NOT_STARTED' },
    ])
  })
})
