import type { ReactNode } from 'react'
import { Banner } from '@/ui/banner'

export interface FieldProblem {
  /** The id of the field the message is about, to move to it. */
  fieldId: string
  message: string
}

export interface ProblemSummaryProps {
  title: string
  /** What went wrong and what to do, for a refusal or a failed call. */
  children?: ReactNode
  /** Each field's message, linked to its field, for a form that did not pass its checks. */
  fields?: readonly FieldProblem[]
}

/**
 * What stopped the sign-in, above the form. An error banner is announced when it appears (the
 * page gives it a new key on each failed try, so the same words are said again); each field's
 * message links to its field, where the message is repeated beside it.
 */
export function ProblemSummary({ title, children, fields = [] }: ProblemSummaryProps) {
  return (
    <Banner variant="error" title={title} className="legacy-sign-in__problem">
      {children}
      {fields.length > 0 ? (
        <ul className="legacy-sign-in__problem-list">
          {fields.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  event.preventDefault()
                  document.getElementById(fieldId)?.focus()
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  )
}
