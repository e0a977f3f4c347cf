import type { Offer } from '@contract/pricing'
import type { Address } from '@contract/profile'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatUsd } from '@/domain/format'
import { type Block, type DocumentParties, documentBlocks } from './loan-document-content'
import type { LoanDocumentRecord } from './loan-document-record'
import { loanDocumentTexts } from './loan-document-texts'

/**
 * The loan documents as real PDF files, built from the application's chosen offer and the
 * borrower's profile each time one is downloaded (what they say: loan-document-content.ts).
 * Nothing random and no wall-clock time goes in (the dates are the simulated clock's), so the
 * same world gives the same bytes.
 */

/** The document's parties, all but the day it was prepared: that comes from the document. */
export interface LoanDocumentInput extends Omit<DocumentParties, 'prepared'> {
  document: LoanDocumentRecord
  address: Address | null
  offer: Offer
}

const PAGE = { width: 612, height: 792, margin: 56 } as const
const WIDTH = PAGE.width - 2 * PAGE.margin
const INK = rgb(0.1, 0.1, 0.15)
const MUTED = rgb(0.35, 0.37, 0.42)
const RULE = rgb(0.75, 0.77, 0.8)
const BODY = 10.5
const LEADING = 1.45

function addressLines(address: Address | null): string[] {
  if (!address) return ['Address on file with the lender']
  const street = [address.street1, address.street2].filter(Boolean).join(', ')
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [street, `${place}${address.country ? `, ${address.country}` : ''}`]
}

/** Breaks text into lines no wider than `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Writes blocks top-down, starting a new page when the next one would not fit. */
class Writer {
  page: PDFPage
  y = PAGE.height - PAGE.margin
  readonly pages: PDFPage[] = []

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = this.newPage()
  }

  private newPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.pages.push(page)
    this.y = PAGE.height - PAGE.margin
    return page
  }

  /** Room for `height` points, or a new page. */
  room(height: number) {
    if (this.y - height < PAGE.margin + 24) this.page = this.newPage()
  }

  text(text: string, x: number, size: number, font: PDFFont, color = INK) {
    this.page.drawText(text, { x, y: this.y, size, font, color })
  }

  lines(lines: string[], x: number, size: number, font: PDFFont, color = INK) {
    for (const line of lines) {
      this.room(size * LEADING)
      this.text(line, x, size, font, color)
      this.y -= size * LEADING
    }
  }

  paragraph(text: string, size = BODY, font = this.regular, color = INK) {
    this.lines(wrap(text, font, size, WIDTH), PAGE.margin, size, font, color)
    this.y -= size * 0.6
  }

  heading(text: string) {
    this.room(40)
    this.y -= 6
    this.text(text, PAGE.margin, 12.5, this.bold)
    this.y -= 20
  }

  rows(rows: [string, string][]) {
    const labelWidth = 190
    for (const [label, value] of rows) {
      const labelLines = wrap(label, this.bold, BODY, labelWidth - 10)
      const valueLines = wrap(value, this.regular, BODY, WIDTH - labelWidth)
      const height = Math.max(labelLines.length, valueLines.length) * BODY * LEADING
      this.room(height)
      const top = this.y
      this.lines(labelLines, PAGE.margin, BODY, this.bold)
      const after = this.y
      this.y = top
      this.lines(valueLines, PAGE.margin + labelWidth, BODY, this.regular)
      this.y = Math.min(after, this.y) - 4
    }
    this.y -= 6
  }

  table(columns: string[], rows: string[][]) {
    const widths = [110, 110, WIDTH - 220]
    const x = (index: number) => PAGE.margin + widths.slice(0, index).reduce((a, b) => a + b, 0)
    this.room(BODY * LEADING * (rows.length + 2))
    columns.forEach((column, index) => {
      this.text(column, x(index), BODY, this.bold)
    })
    this.y -= 6
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.margin + WIDTH, y: this.y },
      thickness: 0.75,
      color: RULE,
    })
    this.y -= BODY * LEADING
    for (const row of rows) {
      row.forEach((cell, index) => {
        this.text(cell, x(index), BODY, this.regular)
      })
      this.y -= BODY * LEADING
    }
    this.y -= 8
  }

  /** The federal box: four bordered cells side by side, title, meaning and figure. */
  box(cells: { title: string; meaning: string; value: string }[]) {
    const cellWidth = WIDTH / cells.length
    const inner = cellWidth - 14
    const meanings = cells.map((cell) => wrap(cell.meaning, this.regular, 8.5, inner))
    const titles = cells.map((cell) => wrap(cell.title.toUpperCase(), this.bold, 9, inner))
    const titleLines = Math.max(...titles.map((lines) => lines.length))
    const meaningLines = Math.max(...meanings.map((lines) => lines.length))
    const height = titleLines * 12 + meaningLines * 11 + 44
    this.room(height + 10)
    const top = this.y + 12
    cells.forEach((cell, index) => {
      const left = PAGE.margin + index * cellWidth
      this.page.drawRectangle({
        x: left,
        y: top - height,
        width: cellWidth,
        height,
        borderColor: INK,
        borderWidth: 1,
      })
      let y = top - 16
      for (const line of titles[index] ?? []) {
        this.page.drawText(line, { x: left + 7, y, size: 9, font: this.bold, color: INK })
        y -= 12
      }
      y = top - 16 - titleLines * 12 - 2
      for (const line of meanings[index] ?? []) {
        this.page.drawText(line, { x: left + 7, y, size: 8.5, font: this.regular, color: MUTED })
        y -= 11
      }
      this.page.drawText(cell.value, {
        x: left + 7,
        y: top - height + 12,
        size: 14,
        font: this.bold,
        color: INK,
      })
    })
    this.y = top - height - 18
  }

  block(block: Block) {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.text)
      case 'paragraph':
        return this.paragraph(block.text)
      case 'rows':
        return this.rows(block.rows)
      case 'table':
        return this.table(block.columns, block.rows)
      case 'box':
        return this.box(block.cells)
    }
  }

  /** Each page's footer: the document and where in it the page stands. */
  footers(name: string) {
    this.pages.forEach((page, index) => {
      page.drawText(`${name}  |  Page ${index + 1} of ${this.pages.length}`, {
        x: PAGE.margin,
        y: PAGE.margin - 24,
        size: 8.5,
        font: this.regular,
        color: MUTED,
      })
    })
  }
}

/**
 * A day as the borrower's documents write it: "November 28, 2026" for a US borrower (and where
 * the lender holds no address), "28 November 2026" elsewhere; never 2026-11-28. In UTC, as the
 * simulated clock counts days.
 */
export function documentDay(time: number, address: Address | null): string {
  const locale = !address || address.country === 'US' ? 'en-US' : 'en-GB'
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time)
}

function closingLine(
  document: LoanDocumentRecord,
  borrowerName: string,
  address: Address | null,
): string {
  const day = (time: number) => documentDay(time, address)
  if (document.kind === 'ADVERSE_ACTION_NOTICE')
    return `Sent electronically to ${borrowerName} on ${day(document.createdAt)}.`
  return document.signedAt === null
    ? 'Signature: not yet signed.'
    : `Signed electronically by ${borrowerName} on ${day(document.signedAt)}.`
}

export async function buildLoanDocumentPdf(input: LoanDocumentInput): Promise<Uint8Array> {
  const { document, borrowerName, address, offer, lender, lenderContact, adverseAction } = input
  const text = loanDocumentTexts[document.kind]
  const created = new Date(document.createdAt)
  const prepared = documentDay(document.createdAt, address)

  const pdf = await PDFDocument.create()
  pdf.setTitle(`${text.name} - ${borrowerName}`)
  pdf.setSubject(`Loan amount ${formatUsd(offer.amount)}, ${offer.term} months`)
  pdf.setKeywords([document.kind, borrowerName, formatUsd(offer.amount), offer.uuid])
  pdf.setAuthor(lender)
  pdf.setCreator(lender)
  pdf.setProducer(lender)
  pdf.setCreationDate(created)
  pdf.setModificationDate(created)

  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const writer = new Writer(pdf, regular, bold)

  writer.text(text.name, PAGE.margin, 20, bold)
  writer.y -= 20
  writer.text(`${lender}  |  Prepared ${prepared}`, PAGE.margin, 10, regular, MUTED)
  writer.y -= 24
  writer.text('Borrower', PAGE.margin, 11, bold)
  writer.y -= 15
  writer.lines([borrowerName, ...addressLines(address)], PAGE.margin, BODY, regular)
  writer.y -= 10

  const parties = { borrowerName, lender, prepared, lenderContact, adverseAction }
  for (const block of documentBlocks(document.kind, offer, parties)) {
    writer.block(block)
  }
  writer.room(40)
  writer.y -= 10
  writer.paragraph(closingLine(document, borrowerName, address), BODY, bold)
  writer.footers(text.name)

  // Fixed object layout, no object streams: the bytes depend only on the input.
  return pdf.save({ useObjectStreams: false })
}
