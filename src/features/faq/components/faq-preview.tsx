import { Link } from '@tanstack/react-router'
import { Accordion } from '@/ui/accordion'
import { Card } from '@/ui/card'
import { faqEntries, faqPreviewIds } from '../faq-content'
import './faq.css'

const previewEntries = faqPreviewIds
  .map((id) => faqEntries.find((entry) => entry.id === id))
  .filter((entry) => entry !== undefined)

/** A few common questions under the offer builder, with the way to the full list. */
export function FaqPreview() {
  return (
    <Card aria-labelledby="faq-preview-title">
      <div className="faq-preview__header">
        <h2 id="faq-preview-title" className="faq-preview__title">
          Common questions
        </h2>
        <Link to="/faq" className="faq-preview__link">
          View all
        </Link>
      </div>
      <Accordion
        headingLevel={3}
        items={previewEntries.map((entry) => ({
          id: `preview-${entry.id}`,
          title: entry.question,
          content: entry.answer.map((text) => <p key={text}>{text}</p>),
        }))}
      />
    </Card>
  )
}
