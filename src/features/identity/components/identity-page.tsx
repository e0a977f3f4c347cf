import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ApiError } from '@/api/api-error'
import { useServices } from '@/api/services-context'
import { useSendOnce } from '@/api/use-send-once'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button, buttonClass } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import { Select } from '@/ui/select'
import {
  type PlannedUpload,
  type UploadSlot,
  useUploadIdentity,
} from '../api/upload-identity-document'
import {
  ID_TYPE_OPTIONS,
  type IdType,
  isAcceptedFile,
  isIdType,
  MESSAGES,
} from '../identity-documents'
import { identityFlagReads, identityReads } from '../identity-reads'
import { isInternationalCountry } from '../international-country'
import { FileUploader, type UploadProgress } from './file-uploader'
import './identity.css'

export interface IdentityPageProps {
  appUuid: string
  /** After the upload: back to the checklist. */
  onDone: () => void
}

/** /{appUuid}/identity: what is needed to know the borrower and whether the flag is on. */
export function IdentityPage({ appUuid, onDone }: IdentityPageProps) {
  const { config } = useServices()
  const { user, offer } = useSuspenseReads(identityReads(appUuid))
  const { flag } = useSuspenseReads(identityFlagReads(config.orgCode, user.data))
  return (
    <IdentityForm
      appUuid={appUuid}
      ownerUuid={user.data.uuid}
      passportOnly={isInternationalCountry(offer.data.countryCode)}
      additionalDocument={flag.data}
      onDone={onDone}
    />
  )
}

interface IdentityFormProps {
  appUuid: string
  ownerUuid: string
  /** International borrowers upload a passport; the type is fixed. */
  passportOnly: boolean
  /** The feature flag: a passport plus an additional document, both required. */
  additionalDocument: boolean
  onDone: () => void
}

type Errors = Partial<Record<'idType' | UploadSlot, string>>

const fieldIds = { idType: 'identity-id-type' } as const

function IdentityForm({
  appUuid,
  ownerUuid,
  passportOnly,
  additionalDocument,
  onDone,
}: IdentityFormProps) {
  const upload = useUploadIdentity(appUuid, ownerUuid)
  const sendUpload = useSendOnce(upload)
  const fixedPassport = passportOnly || additionalDocument
  const [idType, setIdType] = useState<IdType | ''>(fixedPassport ? 'PASSPORT' : '')
  const [files, setFiles] = useState<Record<UploadSlot, File | null>>({
    id: null,
    additional: null,
  })
  const [progress, setProgress] = useState<Record<UploadSlot, UploadProgress>>({
    id: 'idle',
    additional: 'idle',
  })
  const [errors, setErrors] = useState<Errors>({})

  const slots: UploadSlot[] = additionalDocument ? ['id', 'additional'] : ['id']

  const chooseFile = (slot: UploadSlot, file: File | null) => {
    if (file && !isAcceptedFile(file)) {
      setErrors((current) => ({ ...current, [slot]: MESSAGES.wrongType }))
      return
    }
    setFiles((current) => ({ ...current, [slot]: file }))
    setProgress((current) => ({ ...current, [slot]: 'idle' }))
    setErrors((current) => ({ ...current, [slot]: undefined }))
  }

  const validate = (): Errors => {
    const found: Errors = {}
    if (!idType) found.idType = MESSAGES.idTypeRequired
    if (!files.id) found.id = MESSAGES.idRequired
    if (additionalDocument && !files.additional) found.additional = MESSAGES.additionalRequired
    return found
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    const firstInvalid = (['idType', 'id', 'additional'] as const).find((name) => found[name])
    if (firstInvalid) {
      const target =
        firstInvalid === 'idType'
          ? document.getElementById(fieldIds.idType)
          : document.querySelector<HTMLElement>(`[data-upload-slot="${firstInvalid}"] input`)
      target?.focus()
      return
    }
    // After a failed second file, the one already accepted is not sent again.
    const planned: PlannedUpload[] = slots.flatMap((slot) => {
      const file = files[slot]
      if (!file || progress[slot] === 'uploaded') return []
      const documentType = slot === 'additional' ? 'ADDITIONAL_DOCUMENT' : (idType as IdType)
      return [{ slot, file, documentType }]
    })
    setProgress((current) => {
      const next = { ...current }
      for (const item of planned) next[item.slot] = 'uploading'
      return next
    })
    sendUpload(
      {
        uploads: planned,
        onUploaded: (slot) => setProgress((current) => ({ ...current, [slot]: 'uploaded' })),
      },
      {
        onSuccess: onDone,
        onError: () =>
          setProgress((current) => ({
            id: current.id === 'uploading' ? 'idle' : current.id,
            additional: current.additional === 'uploading' ? 'idle' : current.additional,
          })),
      },
    )
  }

  return (
    <CardPage>
      <PageHeading
        title="Verify your identity"
        lead={
          additionalDocument
            ? 'Upload a picture of your passport and an additional document showing your name and address. PNG, JPEG or PDF files are accepted.'
            : 'Upload a picture of your ID. PNG, JPEG or PDF files are accepted.'
        }
      />
      {upload.isError ? (
        <Banner variant="error" title="Your ID was not uploaded">
          {upload.error instanceof ApiError && upload.error.status === 413
            ? 'The file is too large to send. Please choose a smaller picture of your document.'
            : 'Something went wrong while sending your file. Your final steps are as they were; please try again.'}
        </Banner>
      ) : null}
      <form className="identity__form" noValidate onSubmit={onSubmit}>
        {fixedPassport ? (
          <div className="identity__fixed-type">
            <span className="identity__fixed-type-label">ID type</span>
            <span>Passport</span>
          </div>
        ) : (
          <Select
            id={fieldIds.idType}
            label="ID type"
            placeholder="Select an ID type"
            options={ID_TYPE_OPTIONS}
            value={idType}
            error={errors.idType}
            disabled={upload.isPending}
            onChange={(event) => {
              const value = event.currentTarget.value
              setIdType(isIdType(value) ? value : '')
              if (value) setErrors((current) => ({ ...current, idType: undefined }))
            }}
          />
        )}
        <div data-upload-slot="id">
          <FileUploader
            label={fixedPassport ? 'Passport' : 'ID document'}
            required
            file={files.id}
            progress={progress.id}
            error={errors.id}
            disabled={upload.isPending}
            onFileChange={(file) => chooseFile('id', file)}
          />
        </div>
        {additionalDocument ? (
          <div data-upload-slot="additional">
            <FileUploader
              label="Additional document"
              hint="A document showing your name and address."
              required
              file={files.additional}
              progress={progress.additional}
              error={errors.additional}
              disabled={upload.isPending}
              onFileChange={(file) => chooseFile('additional', file)}
            />
          </div>
        ) : null}
        <div className="ui-actions">
          <Button type="submit" loading={upload.isPending} loadingText="Uploading…">
            Upload
          </Button>
          <Link to="/$appUuid/next-steps" params={{ appUuid }} className={buttonClass('secondary')}>
            Back
          </Link>
        </div>
      </form>
    </CardPage>
  )
}
