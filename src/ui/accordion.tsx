import { type ReactNode, useState } from 'react'
import './accordion.css'

export interface AccordionItem {
  id: string
  title: string
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** Ids open at first, e.g. the question a link pointed to. */
  defaultOpen?: readonly string[]
  headingLevel?: 2 | 3 | 4
  /** Controlled use: which items are open, and what to do when one is toggled. */
  open?: ReadonlySet<string>
  onToggle?: (id: string) => void
}

/** Disclosure buttons in headings (the WAI accordion pattern); several may be open at once. */
export function Accordion({
  items,
  defaultOpen = [],
  headingLevel = 3,
  open: controlledOpen,
  onToggle,
}: AccordionProps) {
  const [ownOpen, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen))
  const open = controlledOpen ?? ownOpen
  const Heading = `h${headingLevel}` as const
  const toggle = (id: string) => {
    onToggle?.(id)
    if (controlledOpen) return
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }
  return (
    <div className="ui-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id)
        const panelId = `${item.id}-panel`
        return (
          <div key={item.id} id={item.id} className="ui-accordion__item">
            <Heading className="ui-accordion__heading">
              <button
                type="button"
                className="ui-accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className="ui-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="ui-accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
