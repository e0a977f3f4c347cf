import type { ReactNode } from 'react'
import type { BorrowerPath } from '@/api/reads'
import { useSuspenseReads } from '@/session/page-reads'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import { EmptyState } from '@/ui/state-views'
import { useDownloadDocument } from '../api/use-download-document'
import { documentsOwnerReads, documentsReads } from '../documents-reads'
import './documents.css'

export interface DocumentsPageProps {
  appUuid: string
  /** Where Back leads: the details form (back=true) or the dashboard (core-journey §2). */
  backLabel: string
  onBack: () => void
}

/** core-journey §2, word for word. */
export const NO_DOCUMENTS = 'Currently no documents.'

/** /{appUuid}/documents: the application's loan documents, each to download. */
export function DocumentsPage({ appUuid, backLabel, onBack }: DocumentsPageProps) {
  // The route's loader has read both; a failure shows the route's error view (its frame).
  const { user } = useSuspenseReads(documentsOwnerReads())
  const path: BorrowerPath = { appUuid, identityUuid: user.data.uuid }
  const { documents } = useSuspenseReads(documentsReads(path))
  const downloads = useDownloadDocument(path)

  const back = (
    <Button variant="secondary" onClick={onBack}>
      {backLabel}
    </Button>
  )

  let body: ReactNode
  if (documents.data.length === 0) {
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
    <CardPage>
      <PageHeading title="Your documents" />
      {body}
      <div className="ui-actions">{back}</div>
    </CardPage>
  )
}
