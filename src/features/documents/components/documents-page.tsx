import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useServices } from '@/api/services-context'
import { useCurrentUser } from '@/session/current-user'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import { useDownloadDocument } from '../api/use-download-document'
import './documents.css'
import { type BorrowerPath, loanDocumentsQueryOptions } from '@/api/queries/documents'

export interface DocumentsPageProps {
  appUuid: string
  /** Where Back leads: the details form (back=true) or the dashboard (core-journey §2). */
  backLabel: string
  onBack: () => void
}

/** core-journey §8, word for word. */
export const DOCUMENTS_LOAD_ERROR = 'Unable to load documents. Please try again later'
/** core-journey §2, word for word. */
export const NO_DOCUMENTS = 'Currently no documents.'

/** /{appUuid}/documents: the application's loan documents, each to download. */
export function DocumentsPage({ appUuid, backLabel, onBack }: DocumentsPageProps) {
  const { http } = useServices()
  const user = useCurrentUser()
  const path: BorrowerPath | null = user.data ? { appUuid, identityUuid: user.data.uuid } : null
  const documents = useQuery({
    ...loanDocumentsQueryOptions(http, path ?? { appUuid, identityUuid: '' }),
    enabled: path !== null,
  })
  const downloads = useDownloadDocument(path)

  const back = (
    <Button variant="secondary" onClick={onBack}>
      {backLabel}
    </Button>
  )

  let body: ReactNode
  if (user.isError || documents.isError) {
    body = (
      <ErrorState
        title={DOCUMENTS_LOAD_ERROR}
        onRetry={() => {
          if (user.isError) void user.refetch()
          else void documents.refetch()
        }}
      />
    )
  } else if (!documents.data) {
    body = <Loader label="Loading your documents…" />
  } else if (documents.data.length === 0) {
    body = <EmptyState title={NO_DOCUMENTS} />
  } else {
    body = (
      <ul className="documents-list">
        {documents.data.map((document) => {
          const status = downloads.statusOf(document.uuid)
          const nameId = `document-${document.uuid}`
          return (
            <li key={document.uuid} className="documents-list__item" aria-labelledby={nameId}>
              <div className="documents-list__text">
                <h2 id={nameId} className="documents-list__name">
                  {document.name}
                </h2>
                {document.description ? (
                  <p className="documents-list__description">{document.description}</p>
                ) : null}
                {status === 'failed' ? (
                  <p className="documents-list__error" role="alert">
                    The document could not be downloaded. Please try again.
                  </p>
                ) : null}
              </div>
              <Button
                variant="secondary"
                loading={status === 'downloading'}
                loadingText="Downloading…"
                aria-label={`Download ${document.name}`}
                onClick={() => void downloads.download(document.uuid, `${document.name}.pdf`)}
              >
                Download
              </Button>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <Page narrow>
      <Card>
        <PageHeading title="Your documents" />
        {body}
        <div className="ui-actions">{back}</div>
      </Card>
    </Page>
  )
}
