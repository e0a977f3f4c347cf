import { useState } from 'react'
import { Accordion } from '@/ui/accordion'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { faqEntries } from '../faq-content'
import './faq.css'

function answerOf(paragraphs: readonly string[]) {
  return paragraphs.map((text) => <p key={text}>{text}</p>)
}

export function FaqPage() {
  // A question reached from the index opens; the hash on arrival opens it too.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => {
    const hash = typeof location === 'undefined' ? '' : location.hash.slice(1)
    return new Set(hash ? [hash] : [])
  })
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <Page>
      <PageHeading
        title="Frequently asked questions"
        lead="How borrowing against your crypto works, what it costs and what happens to your collateral."
      />
      <div className="faq-layout">
        <nav className="faq-index" aria-labelledby="faq-index-title">
          <h2 id="faq-index-title" className="faq-index__title">
            Questions
          </h2>
          <ol>
            {faqEntries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  onClick={() => setOpened((current) => new Set(current).add(entry.id))}
                >
                  {entry.question}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Card>
          <Accordion
            headingLevel={2}
            open={opened}
            onToggle={toggle}
            items={faqEntries.map((entry) => ({
              id: entry.id,
              title: entry.question,
              content: answerOf(entry.answer),
            }))}
          />
        </Card>
      </div>
    </Page>
  )
}
