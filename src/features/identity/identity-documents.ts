import type { identityDocumentTypeSchema } from '@contract/borrowers'
import type { z } from '@contract/zod'

/** What the identity screen asks for and accepts (core-journey.md §2, §5). */

export type IdentityDocumentType = z.infer<typeof identityDocumentTypeSchema>
export type IdType = Exclude<IdentityDocumentType, 'ADDITIONAL_DOCUMENT'>

export const ID_TYPE_OPTIONS: readonly { value: IdType; label: string }[] = [
  { value: 'DRIVERS_LICENSE', label: "Driver's license" },
  { value: 'STATE_ID', label: 'State ID' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'PERMANENT_RESIDENT', label: 'Permanent resident card' },
]

export function isIdType(value: string): value is IdType {
  return ID_TYPE_OPTIONS.some((option) => option.value === value)
}

/** Cards are photographed on their front; a passport's photo page has no sides. */
export function sideOf(type: IdentityDocumentType): 'FRONT' | undefined {
  return type === 'PASSPORT' || type === 'ADDITIONAL_DOCUMENT' ? undefined : 'FRONT'
}

export const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const
/** For the file picker: the types and their usual extensions. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_TYPES, '.png', '.jpg', '.jpeg', '.pdf'].join(',')

const acceptedExtension = /\.(png|jpe?g|pdf)$/i

/** png, jpeg or pdf, by the type the browser reports or, when it reports none, by the name. */
export function isAcceptedFile(file: File): boolean {
  if (file.type) return (ACCEPTED_TYPES as readonly string[]).includes(file.type)
  return acceptedExtension.test(file.name)
}

export const MESSAGES = {
  idRequired: 'An ID must be uploaded',
  additionalRequired: 'Must provide additional document',
  idTypeRequired: 'Required',
  wrongType: 'Choose a PNG, JPEG or PDF file.',
} as const
