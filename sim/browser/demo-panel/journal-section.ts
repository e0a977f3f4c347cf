import { JOURNAL_LIMIT, type Journal, type JournalEntry, journalAsHar } from '../../http/journal'
import { button, downloadJson, element, section } from './dom'

/** The latest calls listed in the panel; the whole journal is in the download. */
const SHOWN = 6
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function described(entry: JournalEntry): string {
  const { pathname } = new URL(entry.url)
  // The service's own prefix says little in a narrow panel: the call's last part says what it is.
  const short = pathname
    .split('/')
    .slice(-3)
    .map((part) => (ID.test(part) ? '{id}' : part))
    .join('/')
  const status = entry.status === 0 ? 'connection dropped' : String(entry.status)
  const broken = entry.contract === 'broken' ? ', outside the contract' : ''
  return `${entry.method} …/${short}: ${status}${broken}`
}

/**
 * The demo's journal (sim/browser/journal-recorder.ts): how many calls the simulation in this tab
 * answered, the latest few, and the whole as a HAR file, which `npm run scenario -- --from-har`
 * makes a story of, as it does a sim server world's journal.
 */
export function journalSection(journal: Journal, say: (text: string) => void) {
  const count = element('p')
  const list = element('ol', { className: 'demo-panel__faults' })
  const refresh = () => {
    const entries = journal.entries()
    count.textContent =
      entries.length === 0
        ? 'No call to the simulated lender in this tab yet.'
        : `${entries.length} calls in this tab (the last ${JOURNAL_LIMIT.toLocaleString('en-US')} are kept); the latest:`
    list.replaceChildren(
      ...entries
        .slice(-SHOWN)
        .reverse()
        .map((entry) => element('li', {}, [described(entry)])),
    )
  }
  const download = button('Download the journal (HAR)', () => {
    const har = journalAsHar(journal.entries())
    downloadJson('demo-journal.har', har)
    say(`Downloaded demo-journal.har: ${har.log.entries.length} calls.`)
  })
  const part = section('Journal', 'demo-panel-journal-heading', [count, list, download])
  return { part, refresh }
}
