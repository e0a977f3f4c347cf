import type { Profile } from '@contract/profile'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import {
  type BorrowerDetailsContext,
  type BorrowerDetailsInput,
  type BorrowerDetailsValues,
  createBorrowerDetailsSchema,
  dobForForm,
} from '@/domain/borrower-details'

/** What the profile already knows fills the form; nothing is read from storage. */
export function initialDetails(profile: Profile): BorrowerDetailsInput {
  const home =
    profile.addresses.find((address) => address.type === 'HOME') ?? profile.addresses[0] ?? null
  return {
    firstName: profile.name?.firstName ?? '',
    lastName: profile.name?.lastName ?? '',
    suffix: profile.name?.suffix ?? '',
    dob: dobForForm(profile.dob),
    ssn: '',
    countryOfCitizenship: '',
    idType: '',
    idNumber: '',
    sourceOfIncome: '',
    street1: home?.street1 ?? '',
    street2: home?.street2 ?? '',
    city: home?.city ?? '',
    state: home?.state ?? '',
    zip: home?.zip ?? '',
    phone: profile.phoneNumbers[0]?.number ?? '',
    eComms: false,
    tosPrivacy: false,
    marketing: false,
  }
}

export function useDetailsForm(context: BorrowerDetailsContext, profile: Profile) {
  const schema = useMemo(() => createBorrowerDetailsSchema(context), [context])
  return useForm<BorrowerDetailsInput, unknown, BorrowerDetailsValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initialDetails(profile),
    // Focus goes to the first field in the order shown, which the form picks itself.
    shouldFocusError: false,
  })
}

export type DetailsForm = ReturnType<typeof useDetailsForm>
