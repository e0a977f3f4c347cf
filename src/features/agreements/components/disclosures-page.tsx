import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { failureAdvice } from '@/api/api-error'
import type { Offer } from '@/api/contract/pricing'
import { applicationFieldsQueryOptions } from '@/api/queries/application'
import { documentKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { useSendOnce } from '@/api/use-send-once'
import {
  type AfterSigning,
  afterSigning,
  documentPosition,
  UNSIGNED_DOCUMENTS_FEE_USD,
  UNSIGNED_DOCUMENTS_REFETCHES,
} from '@/domain/agreements'
import { formatUsd } from '@/domain/format'
import { useCurrentUser } from '@/session/current-user'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { EmptyState, ErrorState } from '@/ui/state-views'
import { useToasts } from '@/ui/toasts'
import { useSignDocument } from '../api/sign-document'
import { DocumentViewer } from './document-viewer'
import './agreements.css'
import {
  type BorrowerPath,
  loanDocumentsQueryOptions,
  unsignedDocumentsQueryOptions,
} from '@/api/queries/documents'

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

/** /{appUuid}/disclosures: the loan documents, one at a time, each signed in turn. */
export function DisclosuresPage({
  appUuid,
  onSigned,
  onSignFailed,
  onBack,
  onNotSigning,
  beside,
}: DisclosuresPageProps) {
  const { http } = useServices()
  const user = useCurrentUser()
  const path: BorrowerPath | null = user.data ? { appUuid, identityUuid: user.data.uuid } : null
  const fields = useQuery({ ...applicationFieldsQueryOptions(http, appUuid), refetchOnMount: true })
  const unsigned = useQuery({
    ...unsignedDocumentsQueryOptions(http, path ?? { appUuid, identityUuid: '' }),
    enabled: path !== null,
    // Each answer re-renders, even an empty list like the last: the page counts the fetches.
    notifyOnChangeProps: 'all',
  })
  // Every document, signed or not: the page says where the next one stands among them.
  const all = useQuery({
    ...loanDocumentsQueryOptions(http, path ?? { appUuid, identityUuid: '' }),
    enabled: path !== null,
  })
  const sign = useSignDocument(path)
  const signOnce = useSendOnce(sign)
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const fetchesSoFar =
    queryClient.getQueryState(documentKeys.unsigned(appUuid))?.dataUpdateCount ?? 0
  const [signing, setSigning] = useState(false)
  const moved = useRef(false)

  // Once the borrower signs, the cached application moves on before the lender's answer: only
  // what was read on arrival says whether this page is the right one.
  const notSigning =
    !signing && fields.isFetchedAfterMount && fields.data && fields.data.state !== 'SIGN_DOCS'
  useEffect(() => {
    if (notSigning) onNotSigning()
  }, [notSigning, onNotSigning])

  const renewal = fields.data?.isRollForward ?? false

  if (user.isError || fields.isError || unsigned.isError || all.isError) {
    return (
      <Frame>
        <ErrorState
          headingLevel={1}
          title="We couldn't load your loan documents"
          onRetry={() => {
            if (user.isError) void user.refetch()
            if (fields.isError) void fields.refetch()
            if (unsigned.isError) void unsigned.refetch()
            if (all.isError) void all.refetch()
          }}
          actions={
            <Button variant="secondary" onClick={onBack}>
              Back to final steps
            </Button>
          }
        >
          <p>
            {failureAdvice([user.error, fields.error, unsigned.error, all.error])} Your application
            is saved.
          </p>
        </ErrorState>
      </Frame>
    )
  }

  const documents = unsigned.data
  const stillAsking =
    documents !== undefined &&
    documents.length === 0 &&
    fetchesSoFar <= UNSIGNED_DOCUMENTS_REFETCHES
  if (notSigning || !fields.data || !path || !documents || !all.data || stillAsking) {
    return (
      <Frame>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          Review your loan documents
        </h1>
        <Loader label="Loading your loan documents…" />
      </Frame>
    )
  }

  if (documents.length === 0) {
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

  // A signed document leaves the list at once (useSignDocument): the first is the next to sign,
  // after Back and Forward or a reload too.
  const current = documents[0]!
  const last = documents.length === 1
  const application = fields.data

  function agree() {
    setSigning(true)
    signOnce(
      { docUuid: current.uuid, last },
      {
        onSuccess: () => {
          toasts.show({
            tone: 'success',
            title: last ? 'Every document is signed' : `${current.name} is signed`,
          })
          if (last) {
            onSigned(afterSigning(application))
            return
          }
          moved.current = true
        },
        onError: (error) => {
          toasts.show({
            tone: 'error',
            title: 'Your signature was not saved',
            body: `${current.name} is not signed. ${failureAdvice(error)}`,
          })
          onSignFailed()
        },
      },
    )
  }

  return (
    <Frame aside={application.selectedOffer ? beside?.(application.selectedOffer) : null}>
      <Heading renewal={renewal} />
      <div className="agreements__document">
        <div className="agreements__document-head">
          <p className="agreements__position" aria-live="polite">
            {documentPosition(all.data, documents)}
          </p>
          <h2
            key={current.uuid}
            className="agreements__name"
            tabIndex={-1}
            // The next document's name takes focus, so a screen reader says where the borrower is.
            ref={(heading) => {
              if (heading && moved.current) heading.focus()
            }}
          >
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
          <Button variant="secondary" onClick={onBack} disabled={sign.isPending}>
            Back
          </Button>
        ) : null}
        <Button loading={sign.isPending} loadingText="Signing…" onClick={agree}>
          {renewal ? 'I accept' : 'Agree'}
        </Button>
      </div>
    </Frame>
  )
}
