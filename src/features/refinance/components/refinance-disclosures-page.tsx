import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { failureAdvice, isNotFound } from '@/api/api-error'
import type { LoanDocument } from '@/api/contract/documents'
import { refinanceKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { useSendOnce } from '@/api/use-send-once'
import { documentPosition, UNSIGNED_DOCUMENTS_REFETCHES } from '@/domain/agreements'
import { useCurrentUser } from '@/session/current-user'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { DocumentFrame } from '@/ui/document-frame'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import { useToasts } from '@/ui/toasts'
import { useSignDisclosure } from '../api/disclosures'
import './refinance.css'
import {
  type BorrowerPath,
  refinanceDocumentFileQueryOptions,
  refinanceDocumentsQueryOptions,
  refinanceUnsignedQueryOptions,
} from '@/api/queries/documents'

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

function Frame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Card>{children}</Card>
    </Page>
  )
}

function Viewer({ path, document }: { path: BorrowerPath; document: LoanDocument }) {
  const { http } = useServices()
  const file = useQuery(refinanceDocumentFileQueryOptions(http, path, document.uuid))
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
  const { http } = useServices()
  const user = useCurrentUser()
  const path: BorrowerPath | null = user.data ? { appUuid, identityUuid: user.data.uuid } : null
  const unsigned = useQuery({
    ...refinanceUnsignedQueryOptions(http, path ?? { appUuid, identityUuid: '' }),
    enabled: path !== null,
    notifyOnChangeProps: 'all',
  })
  // Every disclosure, signed or not: the page says where the next one stands among them.
  const all = useQuery({
    ...refinanceDocumentsQueryOptions(http, path ?? { appUuid, identityUuid: '' }),
    enabled: path !== null,
  })
  const queryClient = useQueryClient()
  const fetches = queryClient.getQueryState(refinanceKeys.unsigned(appUuid))?.dataUpdateCount ?? 0
  const sign = useSignDisclosure(path)
  const signOnce = useSendOnce(sign)
  const toasts = useToasts()
  const [signedAll, setSignedAll] = useState(false)
  const moved = useRef(false)

  const documents = unsigned.data
  // §4: polled up to 5 times; if none appear, back to the list.
  const gaveUp =
    !signedAll &&
    documents !== undefined &&
    documents.length === 0 &&
    fetches > UNSIGNED_DOCUMENTS_REFETCHES
  useEffect(() => {
    if (gaveUp) onDone()
  }, [gaveUp, onDone])
  // Either list refused as unknown: an old link, sent where §4 sends it, not left loading.
  const unknown = isNotFound(unsigned.error) || isNotFound(all.error)
  useEffect(() => {
    if (unknown) onUnknown()
  }, [unknown, onUnknown])

  if (user.isError || ((unsigned.isError || all.isError) && !unknown)) {
    return (
      <Frame>
        <ErrorState
          headingLevel={1}
          title="We couldn't load your disclosures"
          onRetry={() => {
            if (user.isError) void user.refetch()
            if (unsigned.isError) void unsigned.refetch()
            if (all.isError) void all.refetch()
          }}
          actions={
            <Button variant="secondary" onClick={onDone}>
              Back to your loans
            </Button>
          }
        >
          <p>{failureAdvice([user.error, unsigned.error, all.error])} Your application is saved.</p>
        </ErrorState>
      </Frame>
    )
  }

  if (!path || !documents || !all.data || documents.length === 0 || signedAll || unknown) {
    return (
      <Frame>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          {TITLE}
        </h1>
        <Loader label="Loading your disclosures…" />
      </Frame>
    )
  }

  // A signed disclosure leaves the list at once (useSignDisclosure): the first is the next to
  // sign, after Back and Forward or a reload too.
  const current = documents[0]!
  const last = documents.length === 1

  const agree = () => {
    signOnce(
      { docUuid: current.uuid, last },
      {
        onSuccess: () => {
          toasts.show({
            tone: 'success',
            title: last ? 'Every document is signed' : `${current.name} is signed`,
          })
          if (last) {
            setSignedAll(true)
            onDone()
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
    <Frame>
      <PageHeading title={TITLE} lead="Read each document, then select Agree to sign it." />
      <div className="refi-document">
        <p className="refi-muted" aria-live="polite">
          {documentPosition(all.data, documents)}
        </p>
        <h2
          key={current.uuid}
          className="refi-section-title"
          tabIndex={-1}
          ref={(heading) => {
            if (heading && moved.current) heading.focus()
          }}
        >
          {current.name}
        </h2>
        {current.description ? <p className="refi-muted">{current.description}</p> : null}
        <Viewer key={`file-${current.uuid}`} path={path} document={current} />
      </div>
      <div className="ui-actions refi-actions">
        <Button loading={sign.isPending} loadingText="Signing…" onClick={agree}>
          Agree
        </Button>
      </div>
    </Frame>
  )
}
