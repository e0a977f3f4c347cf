import type { Offer } from '@contract/pricing'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { isConflict } from '@/api/api-error'
import { applicationKeys, documentKeys } from '@/api/query-keys'
import type { BorrowerPath } from '@/api/reads'
import { useSigningInTurn } from '@/api/use-signing-in-turn'
import {
  type AfterSigning,
  afterSigning,
  documentPosition,
  SIGNED_ELSEWHERE_NOTICE,
  UNSIGNED_DOCUMENTS_FEE_USD,
  UNSIGNED_DOCUMENTS_REFETCHES,
} from '@/domain/agreements'
import { formatUsd } from '@/domain/format'
import { useSuspenseReads } from '@/session/page-reads'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState } from '@/ui/state-views'
import { useToasts } from '@/ui/toasts'
import { type ApplicationFields, useSignDocument } from '../api/sign-document'
import { disclosuresReads, signingReads } from '../disclosures-reads'
import { DocumentViewer } from './document-viewer'
import './agreements.css'

export interface DisclosuresPageProps {
  appUuid: string
  /** Every document is signed: on to collateral, complete or next-steps (core-journey §2). */
  onSigned: (next: AfterSigning) => void
  /** A signature failed: the earlier data is back, and the borrower goes back one page (§4). */
  onSignFailed: () => void
  /** Back to the final-steps checklist. */
  onBack: () => void
  /** The application is past (or before) signing: the next-step routing decides. */
  onNotSigning: () => void
  /** More about the offer being signed, beside the documents (the app fills it in). */
  beside?: (selectedOffer: Offer) => ReactNode
}

function Frame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Page>
      <Card className="agreements">{children}</Card>
      {aside}
    </Page>
  )
}

function Heading({ renewal }: { renewal: boolean }) {
  return (
    <PageHeading
      title="Review your loan documents"
      lead={
        renewal
          ? 'Read each document for your renewed loan, then select I accept to sign it.'
          : `Read each document, then select Agree to sign it. A fee of ${formatUsd(UNSIGNED_DOCUMENTS_FEE_USD)} may apply if your loan documents are not signed.`
      }
    />
  )
}

/**
 * /{appUuid}/disclosures: the loan documents, one at a time, each signed in turn. Its route reads
 * the borrower, the application (afresh: only what is read on arrival says whether this page is
 * the right one) and the documents first; the router's views stand for the page meanwhile, and
 * when a later reading fails.
 */
export function DisclosuresPage(props: DisclosuresPageProps) {
  const { appUuid, onNotSigning } = props
  const { user, fields } = useSuspenseReads(disclosuresReads(appUuid))
  for (const query of [user, fields]) if (query.isError) throw query.error
  const [signing, setSigning] = useState(false)

  // Once the borrower signs, the cached application moves on before the lender's answer: the
  // state read on arrival (by the route) says whether this page is the right one.
  const notSigning = !signing && fields.data.state !== 'SIGN_DOCS'
  useEffect(() => {
    if (notSigning) onNotSigning()
  }, [notSigning, onNotSigning])

  if (notSigning) return <Preparing />
  return (
    <Signing
      {...props}
      path={{ appUuid, identityUuid: user.data.uuid }}
      application={fields.data}
      onSigning={() => setSigning(true)}
    />
  )
}

function Preparing() {
  return (
    <Frame>
      <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
        Review your loan documents
      </h1>
      <Loader label="Loading your loan documents…" />
    </Frame>
  )
}

/** The documents left to sign, the first one shown; read only while the application signs. */
function Signing({
  appUuid,
  path,
  application,
  onSigning,
  onSigned,
  onSignFailed,
  onNotSigning,
  onBack,
  beside,
}: DisclosuresPageProps & {
  path: BorrowerPath
  application: ApplicationFields
  onSigning: () => void
}) {
  const { unsigned, all } = useSuspenseReads(signingReads(path))
  for (const query of [unsigned, all]) if (query.isError) throw query.error
  const sign = useSignDocument(path)
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const fetchesSoFar =
    queryClient.getQueryState(documentKeys.unsigned(appUuid))?.dataUpdateCount ?? 0
  const renewal = application.isRollForward
  const { current, agree, nameRef, isSigning } = useSigningInTurn(unsigned.data, sign, {
    onSignedAll: () => onSigned(afterSigning(application)),
    onSignFailed,
    answersRefusal: (error) => {
      if (!isConflict(error)) return false
      // Signed meanwhile elsewhere: read the application again and go where it stands.
      toasts.show(SIGNED_ELSEWHERE_NOTICE)
      const reread = [applicationKeys.detail(appUuid), documentKeys.all(appUuid)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
      )
      void Promise.allSettled(reread).then(onNotSigning)
      return true
    },
  })

  // None ready yet: asked again every 2 s, at most 5 more times, before saying so.
  if (!current && fetchesSoFar <= UNSIGNED_DOCUMENTS_REFETCHES) return <Preparing />

  if (!current) {
    return (
      <Frame>
        <EmptyState
          headingLevel={1}
          title="Your loan documents are not ready yet"
          actions={
            <>
              <Button loading={unsigned.isFetching} onClick={() => void unsigned.refetch()}>
                Check again
              </Button>
              <Button variant="secondary" onClick={onBack}>
                Back to final steps
              </Button>
            </>
          }
        >
          <p>We are still preparing them. Your application is saved.</p>
        </EmptyState>
      </Frame>
    )
  }

  return (
    <Frame aside={application.selectedOffer ? beside?.(application.selectedOffer) : null}>
      <Heading renewal={renewal} />
      <div className="agreements__document">
        <div className="agreements__document-head">
          <p className="agreements__position" aria-live="polite">
            {documentPosition(all.data, unsigned.data)}
          </p>
          <h2 key={current.uuid} className="agreements__name" tabIndex={-1} ref={nameRef}>
            {current.name}
          </h2>
          {current.description ? (
            <p className="agreements__description">{current.description}</p>
          ) : null}
        </div>
        <DocumentViewer key={current.uuid} path={path} document={current} />
      </div>
      <div className="ui-actions agreements__actions">
        {renewal ? (
          <Button variant="secondary" onClick={onBack} disabled={isSigning}>
            Back
          </Button>
        ) : null}
        <Button
          loading={isSigning}
          loadingText="Signing…"
          onClick={() => {
            onSigning()
            agree()
          }}
        >
          {renewal ? 'I accept' : 'Agree'}
        </Button>
      </div>
    </Frame>
  )
}
