import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { inRepository } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/**
 * Every message the two specification documents quote (core-journey.md and
 * refinance-release-shell.md), word for word, spelling included ('Must be vaid SSN' is the
 * spec's). A {placeholder} stands for the value the product puts there; a message the spec
 * ends with '...' goes on in the product's words, and a '...' inside one stands for words the
 * spec left out, which the product writes (docs/decisions/0015-elided-messages.md). The screens' own tests show each message where
 * the spec puts it; this table keeps any of them from being reworded or lost.
 */
const SPEC_MESSAGES = [
  'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
  'Amount maximum is {amount}',
  'Amount minimum is {amount}',
  'An ID must be uploaded',
  'An error occurred while establishing a session, retries failed.',
  'At least 4 digits',
  'Banner data does not match the expected format',
  'Caution! Confirm Return Address',
  'Could not establish session.',
  'Currently no documents.',
  'DOB must be mm/dd/yyyy',
  'Do not enter "1" as first digit of area code',
  'Enter an Amount',
  'Enter an amount',
  'Failed to upload manual bank information.',
  'I have sent the required collateral...',
  'ID in Review',
  'Invalid address entered - enter again',
  'Invalid routing number',
  'Last name must be at least two characters',
  'Loan amount',
  'Maximum of {n} decimal places.',
  'Min. {x} {type}',
  'Must be 18 years or older',
  'Must be a valid phone number',
  'Must be at least 1900',
  'Must be vaid SSN',
  'Must provide additional document',
  'Please confirm info',
  'Please enter a routing number',
  'Please enter a valid {idType}',
  'Please enter a {former_lender} Loan ID',
  'Please enter an account number',
  'Please enter the first name.',
  'Please enter the last name.',
  'Please select a loan',
  'Please select a rate',
  'Please select an account.',
  'Please select an option',
  'Response was not convertible to json for {url}',
  'Response was not defined for {url}',
  'Something unexpected happened. Try again',
  'Sorry! We do not yet lend to residents of {state}',
  'State is required',
  'State must match {state}',
  'The loan amount you selected is not valid in your state of residence. Please contact customer support at {phone} to re-start your application with an eligible offer',
  'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
  'This state is currently not being serviced',
  'Unable to load documents. Please try again later',
  'Unable to retrieve accounts. Try again',
  'Up to 17 digits',
  'User not found',
  'Verify Disbursement Wallet',
  'Verify that the collateral was sent to the wallet address provided...',
  'Verify that the collateral was sent to the wallet address provided... contact support at {phone}.',
  'Wallet address exceeds supported character limits',
  'Wallet address is required.',
  'You have no eligible loans',
  'You must enter a wallet address',
  "You've entered multiple addresses. Please contact customer support...",
] as const

/** The product: the app and the contract it shares with the simulation. */
const PRODUCT = [inRepository('src'), inRepository('contract')]

function sourceText(dir: string): string {
  return readdirSync(dir)
    .map((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return sourceText(path)
      return /\.tsx?$/.test(name) ? readFileSync(path, 'utf8') : ''
    })
    .join('\n')
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The message as the source may hold it: a placeholder is a template expression or text. */
function inSource(message: string): RegExp {
  const continues = message.endsWith('...')
  const words = continues ? message.slice(0, -3) : message
  const pattern = words
    .split('...')
    .map((part) =>
      part
        .split(/\{[^}]+\}/)
        .map(escapeForPattern)
        .join('(?:\\$\\{[^}]*\\}|[^\'"`\\n]{1,40}?)'),
    )
    .join('[^\'"`\\n]{1,60}?')
  return new RegExp(continues ? pattern : `${pattern}(?![A-Za-z])`)
}

describe('the product carries every message of the spec word for word', () => {
  const source = PRODUCT.map(sourceText).join('\n')
  it.each(SPEC_MESSAGES)('%s', (message) => {
    expect(source).toMatch(inSource(message))
  })
})
