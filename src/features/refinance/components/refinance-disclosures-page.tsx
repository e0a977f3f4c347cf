import type { LoanDocument } from '@contract/documents'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { failureAdvice, isNotFound } from '@/api/api-error'
import { refinanceKeys } from '@/api/query-keys'
import { type BorrowerPath, refinanceDocumentFileQueryOptions } from '@/api/reads'
import { useSigningInTurn } from '@/api/use-signing-in-turn'
import { documentPosition, UNSIGNED_DOCUMENTS_REFETCHES } from '@/domain/agreements'
import { useSuspenseReads } from '@/session/page-reads'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { DocumentFrame } from '@/ui/document-frame'
import { CardPage } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { useSignDisclosure } from '../api/disclosures'
import { refinanceSigningReads, signedInReads } from '../refinance-reads'
import './refinance.css'

export interface RefinanceDisclosuresPageProps {
  appUuid: string
  /** Every document signed, or none to sign after 5 tries: back to the list (§2, §4). */
  onDone: () => void
  /** A signature failed: the earlier data is back; the borrower goes back one page (§4). */
  onSignFailed: () => void
  /** The lender knows no such application of this borrower (an old link): 404 on its documents. */
  onUnknown: () => void
}

const TITLE = 'Review and sign your disclosures'

function Viewer({ path, document }: { path: BorrowerPath; document: LoanDocument }) {
  const file = useQuery(refinanceDocumentFileQueryOptions(path, document.uuid))
  return (
    <DocumentFrame
      name={document.name}
      blob={file.data}
      failed={file.isError}
      advice={failureAdvice(file.error)}
      onRefetch={() => void file.refetch()}
    />
  )
}

/** /{former_lender}-refi/{appUuid}/{offerUuid}/disclosures: one document at a time, Agree. */
export function RefinanceDisclosuresPage({
  appUuid,
  onDone,
  onSignFailed,
  onUnknown,
}: RefinanceDisclosuresPageProps) {
  const { user } = useSuspenseReads(signedInReads())
  const path: BorrowerPath = { appUuid, identityUuid: user.data.uuid }
  const { unsigned, all } = useSuspenseReads(refinanceSigningReads(path))
  const queryClient = useQueryClient()
  const fetches = queryClient.getQueryState(refinanceKeys.unsigned(appUuid))?.dataUpdateCount ?? 0
  const sign = useSignDisclosure(path)
  const [signedAll, setSignedAll] = useState(false)
  const documents = unsigned.data
  const { current, agree, nameRef, isSigning } = useSigningInTurn(documents, sign, {
    onSignedAll: () => {
      setSignedAll(true)
      onDone()
    },
    onSignFailed,
  })
  // §4: polled up to 5 times; if none appear, back to the list.
  const gaveUp = !signedAll && documents.length === 0 && fetches > UNSIGNED_DOCUMENTS_REFETCHES
  useEffect(() => {
    if (gaveUp) onDone()
  }, [gaveUp, onDone])
  // A later reading refused as unknown: an old link, sent where §4 sends it.
  const unknown = isNotFound(unsigned.error) || isNotFound(all.error)
  useEffect(() => {
    if (unknown) onUnknown()
  }, [unknown, onUnknown])
  // Any other later failure replaces the page, as a failed first reading does.
  if (!unknown) for (const query of [user, unsigned, all]) if (query.isError) throw query.error

  // None ready yet (asked again every 2 s), all signed, or on the way to the dashboard.
  if (!current || signedAll || unknown) {
    return (
      <CardPage wide>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          {TITLE}
        </h1>
        <Loader label="Loading your disclosures…" />
      </CardPage>
    )
  }

  return (
    <CardPage wide>
      <PageHeading title={TITLE} lead="Read each document, then select Agree to sign it." />
      <div className="refi-document">
        <p className="refi-muted" aria-live="polite">
          {documentPosition(all.data, documents)}
        </p>
        <h2 key={current.uuid} className="refi-section-title" tabIndex={-1} ref={nameRef}>
          {current.name}
        </h2>
        {current.description ? <p className="refi-muted">{current.description}</p> : null}
        <Viewer key={`file-${current.uuid}`} path={path} document={current} />
      </div>
      <div className="ui-actions refi-actions">
        <Button loading={isSigning} loadingText="Signing…" onClick={agree}>
          Agree
        </Button>
      </div>
    </CardPage>
  )
}
